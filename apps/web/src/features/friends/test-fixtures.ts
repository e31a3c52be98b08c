// Answers of the friend calls for component tests, in the shapes of the core contracts.
import type { Friendship, PendingRequest, SentRequest } from '@hangtime/core/friends/schemas';
import type { MockReply } from '../../test/mock-api';

export const alex: Friendship = {
  id: 'fs-1',
  friend: { id: 'u-2', first_name: 'Alex', last_name: 'Kim', email: 'alex@example.com' },
  priority: false,
  hangout_style: 'either',
  created_at: '2025-03-01T12:00:00.000Z',
};

export const blair: Friendship = {
  id: 'fs-2',
  friend: { id: 'u-3', first_name: 'Blair', last_name: 'Ortiz', email: 'blair@example.com' },
  priority: true,
  hangout_style: 'groups_only',
  created_at: '2025-03-02T12:00:00.000Z',
};

export const requestFromJordan: PendingRequest = {
  id: 'fr-1',
  created_at: '2025-03-03T12:00:00.000Z',
  sender: { first_name: 'Jordan', last_name: 'Lee', email: 'jordan@example.com' },
};

export const requestFromTaylor: PendingRequest = {
  id: 'fr-2',
  created_at: '2025-03-04T12:00:00.000Z',
  sender: { first_name: 'Taylor', last_name: 'Ng', email: 'taylor@example.com' },
};

export const sentToEmail: SentRequest = {
  id: 'sr-1',
  created_at: '2025-03-05T12:00:00.000Z',
  recipient: { email: 'casey@example.com' },
  recipient_email: 'casey@example.com',
  recipient_phone: null,
};

export const sentToPhone: SentRequest = {
  id: 'sr-2',
  created_at: '2025-03-06T12:00:00.000Z',
  recipient: { phone: '+12025550143' },
  recipient_email: null,
  recipient_phone: '+12025550143',
};

export const reply = {
  friends: (friends: Friendship[]): MockReply => ({ body: { friends } }),
  pending: (pending_requests: PendingRequest[]): MockReply => ({ body: { pending_requests } }),
  sent: (sent_requests: SentRequest[]): MockReply => ({ body: { sent_requests } }),
  referral: (code = 'ABC123'): MockReply => ({
    body: { referral_code: code, referral_link: `/registration/referral/${code}` },
  }),
  message: (message: string): MockReply => ({ body: { success: true, message } }),
  error: (status: number, error?: string, code = 'CONFLICT'): MockReply => ({
    status,
    body: error === undefined ? { code } : { error, code },
  }),
};
