import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('apologises, offers a refresh and shows details on demand', () => {
    render(
      <MantineProvider env="test">
        <ErrorScreen error={new Error('Boom in the calendar')} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show error details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide error details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Boom in the calendar/)).toBeTruthy();
  });
});
