import { describe, expect, it } from 'vitest';
import { getRsvpOptions } from './rsvp-options';

const labels = (status: Parameters<typeof getRsvpOptions>[0]) => getRsvpOptions(status).map((option) => option.label);

describe('getRsvpOptions', () => {
  it('offers Accept, Maybe and Decline to a pending invitee', () => {
    expect(labels('pending')).toEqual(['Accept', 'Maybe', 'Decline']);
  });

  it('offers Accept and Decline when the answer was Maybe (or must be reconfirmed)', () => {
    expect(labels('tentative')).toEqual(['Accept', 'Decline']);
  });

  it('offers only Decline once accepted, and only Accept once declined', () => {
    expect(labels('accepted')).toEqual(['Decline']);
    expect(labels('declined')).toEqual(['Accept']);
  });

  it('sends the statuses the server takes', () => {
    expect(getRsvpOptions('pending').map((option) => option.status)).toEqual(['accepted', 'tentative', 'declined']);
  });
});
