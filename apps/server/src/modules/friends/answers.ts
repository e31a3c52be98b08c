// PUT /accept and DELETE /decline: only the recipient answers, and only a pending request.
// Anything else is "not found", so nobody learns that someone else's request exists.
import { AppError } from '@hangtime/core/errors';
import type { z } from 'zod';
import type { acceptRequestResponse, messageResponse } from '@hangtime/core/friends/schemas';
import { isUuid } from '../../lib/ids';
import { acceptWithin } from './acceptance';
import type { FriendsContext } from './context';
import { friendsMessages, fullName } from './messages';
import { mailAccepted } from './notices';
import { toFriendship } from './views';

const notFound = () => new AppError('NOT_FOUND', friendsMessages.requestNotFound);

export function createAnswerUseCases(context: FriendsContext) {
  const { deps, stores } = context;
  return {
    async acceptRequest(actingUserId: string, requestId: string): Promise<z.infer<typeof acceptRequestResponse>> {
      if (!isUuid(requestId)) throw notFound();
      const me = await context.loadActingUser(actingUserId);
      const acceptance = await stores.transaction((tx) => acceptWithin(tx, requestId, me, deps.clock.now()));
      if (!acceptance) throw notFound();
      await mailAccepted(deps, acceptance.sender, me);
      return {
        success: true,
        message: friendsMessages.nowFriendsWith(fullName(acceptance.sender)),
        friend: toFriendship(acceptance.friendship),
      };
    },

    /** Declining is silent: the sender gets no notification and no email (the request just leaves their sent list). */
    async declineRequest(actingUserId: string, requestId: string): Promise<z.infer<typeof messageResponse>> {
      if (!isUuid(requestId)) throw notFound();
      const declined = await stores.friends.declinePendingRequest(requestId, actingUserId, deps.clock.now());
      if (!declined) throw notFound();
      const sender = (await stores.people.findById(declined.sender_id))!;
      return { success: true, message: friendsMessages.declined(fullName(sender)) };
    },
  };
}
