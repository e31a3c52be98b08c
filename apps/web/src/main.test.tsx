import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// A crash in a provider happens above the router, where its error element cannot catch it.
vi.mock('./app/app', () => ({
  App: () => {
    throw new Error('Boom in a provider');
  },
}));

describe('main', () => {
  it('shows the error screen, not a blank page, when the app crashes outside the router', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    await import('./main');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});
