import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { categories, makeEvent } from '../test-fixtures';
import { EventModal } from './event-modal';
import { InvitationRow } from './invitation-row';

const moved = makeEvent({
  participant_status: 'tentative',
  needs_reconfirm: true,
  reconfirm_changes: ['Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM', 'Place: <b>Lucia</b> → Joe’s'],
});

describe('the reconfirm card', () => {
  it('tells the guest what changed, as text, until they answer', async () => {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'GET /api/auth/me': () => ({ body: { user: testUser } }),
      'GET /api/categories': () => ({ body: { categories } }),
      'POST /api/calendar/rsvp': () => ({ body: { success: true, message: 'Response saved', status: 'accepted' } }),
    });
    renderWithApp(<EventModal opened onClose={() => undefined} event={moved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dinner' });
    const changes = within(dialog).getByRole('list', { name: 'What changed' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM', 'Place: <b>Lucia</b> → Joe’s']);
    expect(changes.querySelector('b')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'What changed' })).toBeNull());
  });

  it('shows the changes in the "Events Needing Response" row, and nothing for a new invitation', () => {
    renderWithApp(
      <ul>
        <InvitationRow invitation={moved} />
        <InvitationRow
          invitation={makeEvent({ id: 'ev-2', title: 'Brunch', participant_status: 'pending', reconfirm_changes: [] })}
        />
      </ul>,
    );
    const [changed, fresh] = [screen.getByText('Dinner').closest('li'), screen.getByText('Brunch').closest('li')];
    expect(within(changed!).getByRole('list', { name: 'What changed' }).textContent).toContain(
      'Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM',
    );
    expect(within(fresh!).queryByRole('list', { name: 'What changed' })).toBeNull();
  });
});
