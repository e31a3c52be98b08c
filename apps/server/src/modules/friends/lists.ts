// The reads of the Friends screen: your friends, requests to you, requests from you, your referral link.
import type { z } from 'zod';
import type {
  friendsResponse,
  pendingRequestsResponse,
  referralCodeResponse,
  sentRequestsResponse,
} from '@hangtime/core/friends/schemas';
import type { FriendsContext } from './context';
import { referralPath, toFriendship, toSentRequest } from './views';

export function createListUseCases(context: FriendsContext) {
  const { lists } = context.stores;
  return {
    async listFriends(actingUserId: string): Promise<z.infer<typeof friendsResponse>> {
      return { friends: (await lists.listFriends(actingUserId)).map(toFriendship) };
    },

    async listPendingRequests(actingUserId: string): Promise<z.infer<typeof pendingRequestsResponse>> {
      const rows = await lists.listPendingRequests(actingUserId);
      return { pending_requests: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
    },

    async listSentRequests(actingUserId: string): Promise<z.infer<typeof sentRequestsResponse>> {
      return { sent_requests: (await lists.listSentRequests(actingUserId)).map(toSentRequest) };
    },

    async getReferralCode(actingUserId: string): Promise<z.infer<typeof referralCodeResponse>> {
      const { referral_code } = await context.loadActingUser(actingUserId);
      return { referral_code, referral_link: referralPath(referral_code) };
    },
  };
}
