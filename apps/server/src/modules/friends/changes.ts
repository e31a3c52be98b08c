// DELETE /api/friends/{id} and PUT /api/friends/{id}/preferences: changes to your own side only.
import { AppError } from '@hangtime/core/errors';
import type { z } from 'zod';
import type { friendPreferencesBody, friendPreferencesResponse, messageResponse } from '@hangtime/core/friends/schemas';
import { isUuid } from '../../lib/ids';
import type { FriendsContext } from './context';
import { friendsMessages } from './messages';
import { toFriendship } from './views';

export function createChangeUseCases(context: FriendsContext) {
  const { deps, stores } = context;
  return {
    /**
     * The id is one of your friendship rows or one of your pending sent requests. Both are UUIDs
     * from one generator in two tables, so an id names at most one of them; it is tried as your
     * request first, then as your friendship.
     */
    async removeFriendOrCancelRequest(actingUserId: string, id: string): Promise<z.infer<typeof messageResponse>> {
      const notFound = new AppError('NOT_FOUND', friendsMessages.friendOrRequestNotFound);
      if (!isUuid(id)) throw notFound;
      const result = await stores.transaction(async (tx) => {
        if (await tx.friends.cancelPendingRequest(id, actingUserId, deps.clock.now())) return 'cancelled';
        if (await tx.friends.removeFriendship(id, actingUserId)) return 'removed';
        return null;
      });
      if (!result) throw notFound;
      return {
        success: true,
        message: result === 'cancelled' ? friendsMessages.requestCancelled : friendsMessages.friendRemoved,
      };
    },

    async updatePreferences(
      actingUserId: string,
      friendshipId: string,
      changes: z.output<typeof friendPreferencesBody>,
    ): Promise<z.infer<typeof friendPreferencesResponse>> {
      const notFound = new AppError('NOT_FOUND', friendsMessages.friendNotFound);
      if (!isUuid(friendshipId)) throw notFound;
      if (!(await stores.friends.updatePreferences(friendshipId, actingUserId, changes))) throw notFound;
      const row = await stores.lists.findFriendship(friendshipId, actingUserId);
      if (!row) throw notFound; // removed by the friend between the two statements
      return { success: true, friend: toFriendship(row) };
    },
  };
}
