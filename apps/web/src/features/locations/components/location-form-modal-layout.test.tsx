// The modal's layout on a short screen: its actions stay within reach while the fields scroll.
// (Beside location-form-modal.test.tsx, which covers what the form does.)
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { LocationFormModal } from './location-form-modal';

describe('LocationFormModal layout', () => {
  it('keeps Cancel and Add Location in a footer that sticks to the bottom edge of the scrolling modal', async () => {
    mockApi({});
    renderWithApp(<LocationFormModal opened onClose={vi.fn()} onSaved={vi.fn()} location={null} />);
    const add = await screen.findByRole('button', { name: 'Add Location' });
    const footer = add.closest<HTMLElement>('[data-modal-actions]');
    expect(footer).not.toBeNull();
    expect(footer!.contains(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(footer!.style.position).toBe('sticky');
    expect(footer!.style.bottom).toMatch(/^0/);
  });
});
