import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A crash in a provider happens above the router, where its error element cannot catch it.
vi.mock('./app/app', () => ({
  App: () => {
    throw new Error('Boom in a provider');
  },
}));

// The roots main.tsx makes, so the test can unmount them: left mounted, React's scheduler could
// still run after the test environment is gone ("window is not defined" on a loaded machine).
const roots: Root[] = [];
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      const root = client.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
});

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
    expect(roots).toHaveLength(1);
  });
});
