import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { categories } from '../test-fixtures';
import { EventModal } from './event-modal';

// Opened on Wednesday 12 June 2030; the person then starts the event on Monday 17 June.
async function openCreateForm() {
  window.localStorage.setItem('token', 'test-token');
  mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/categories': () => ({ body: { categories } }),
    'GET /api/friends': () => ({ body: { friends: [] } }),
  });
  renderWithApp(<EventModal opened onClose={() => undefined} initialStart={new Date(2030, 5, 12)} />);
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  await within(dialog).findByLabelText(/^Title/);
  return dialog;
}

const day = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('Repeats: "On days"', () => {
  it('follows the start date until the person picks days, then keeps them and says where the series starts', async () => {
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2030-06-17' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Repeats' }));
    expect(day(dialog, 'Monday').checked).toBe(true);
    expect(day(dialog, 'Wednesday').checked).toBe(false);

    fireEvent.click(day(dialog, 'Wednesday'));
    fireEvent.click(day(dialog, 'Monday'));
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2030-06-24' } });
    expect(day(dialog, 'Wednesday').checked).toBe(true);
    expect(day(dialog, 'Monday').checked).toBe(false);
    const days = within(dialog).getByRole('group', { name: 'On days' });
    expect(days.textContent).toContain(
      'Starts Wednesday, June 26, 2030, the first of these days on or after the start date.',
    );
  });
});
