// POST /api/friends/send-request: to a member a request, to anyone else an invitation, and to
// someone who already asked you, a friendship. The answer never tells members from non-members.
import { AppError } from '@hangtime/core/errors';
import type { z } from 'zod';
import type { sendFriendRequestResponse } from '@hangtime/core/friends/schemas';
import type { sendFriendRequestBody } from '@hangtime/core/friends/send-request-body';
import { acceptWithin, type Acceptance } from './acceptance';
import type { FriendsContext } from './context';
import { friendsMessages, fullName } from './messages';
import { mailAccepted, mailInvitation, mailRequest, requestNotification } from './notices';
import type { Person } from './people-repository';
import type { RequestAddress } from './repository';
import type { FriendsStores } from './stores';

export type SendRequestInput = z.output<typeof sendFriendRequestBody>;

const HOUR_MS = 60 * 60 * 1000;

/** What one attempt did; `raced` means a concurrent request changed the picture, so look again. */
type Attempt =
  { kind: 'accepted'; acceptance: Acceptance } | { kind: 'sent'; recipient: Person | null } | { kind: 'raced' };

const conflict = (message: string) => new AppError('CONFLICT', message);

export function createSendRequestUseCase(context: FriendsContext) {
  const { deps, stores } = context;

  /** Each call counts, refused ones too: the limit is on trying to reach people, not on succeeding. */
  async function admit(userId: string): Promise<void> {
    const nowMs = deps.clock.now().getTime();
    const { count, resetAt } = await stores.hitCounter(
      `${deps.rateLimits.keyPrefix}:friend-requests:${userId}`,
      HOUR_MS,
      nowMs,
    );
    if (count > deps.rateLimits.friendRequestsPerHour) {
      throw new AppError('RATE_LIMITED', friendsMessages.tooManyRequests, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)),
      });
    }
  }

  async function attempt(tx: FriendsStores, me: Person, input: SendRequestInput): Promise<Attempt> {
    const now = deps.clock.now();
    const recipient = input.email
      ? await tx.people.findByEmail(input.email)
      : await tx.people.findByPhone(input.phone!);
    if (recipient) {
      if (await tx.friends.areFriends(me.id, recipient.id)) throw conflict(friendsMessages.alreadyFriends);
      const theirs = await tx.friends.findPendingRequestId(recipient.id, me.id);
      if (theirs) {
        const acceptance = await acceptWithin(tx, theirs, me, now);
        return acceptance ? { kind: 'accepted', acceptance } : { kind: 'raced' };
      }
    }
    const to: RequestAddress = {
      recipientId: recipient?.id ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
    };
    if (await tx.friends.hasPendingRequestTo(me.id, to)) throw conflict(friendsMessages.alreadySent);
    const request = await tx.friends.insertPendingRequest(me.id, to, now);
    if (!request) return { kind: 'raced' };
    if (recipient) await tx.notifications.createNotification(requestNotification(request.id, me, recipient.id, now));
    return { kind: 'sent', recipient };
  }

  return {
    async sendRequest(
      actingUserId: string,
      input: SendRequestInput,
    ): Promise<z.infer<typeof sendFriendRequestResponse>> {
      await admit(actingUserId);
      const me = await context.loadActingUser(actingUserId);
      if ((input.email && input.email === me.email) || (input.phone && input.phone === me.phone_number)) {
        throw new AppError('VALIDATION_ERROR', friendsMessages.requestToSelf);
      }
      // A second attempt sees what the racing request committed (read committed): the request to
      // you it can accept, or the request from you it must refuse as a duplicate.
      let outcome = await stores.transaction((tx) => attempt(tx, me, input));
      if (outcome.kind === 'raced') outcome = await stores.transaction((tx) => attempt(tx, me, input));
      if (outcome.kind === 'raced') throw conflict(friendsMessages.alreadySent);

      if (outcome.kind === 'accepted') {
        const { sender } = outcome.acceptance;
        await mailAccepted(deps, sender, me);
        return { message: friendsMessages.nowFriendsWith(fullName(sender)), outcome: 'accepted' };
      }
      if (outcome.recipient) await mailRequest(deps, outcome.recipient, me);
      else if (input.email) await mailInvitation(deps, input.email, me);
      // A phone invitation sends nothing: there is no SMS; it waits for that phone to register.
      return { message: friendsMessages.requestSent, outcome: 'sent' };
    },
  };
}
