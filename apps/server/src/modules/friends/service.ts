// The friend use cases, built once by the composition root from their stores.
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createAnswerUseCases } from './answers';
import { createChangeUseCases } from './changes';
import { createFriendsContext } from './context';
import { createListUseCases } from './lists';
import { createSendRequestUseCase } from './send-request';
import { createFriendsRepository, type FriendsRepository } from './repository';
import type { FriendsStoresWithTransaction } from './stores';

/** What registration and referrals do to friendships, inside the auth module's own transactions. */
export type FriendshipLedger = Pick<
  FriendsRepository,
  'befriend' | 'claimInvitations' | 'hasPendingInvitation' | 'findEarliestInviter'
>;

export function createFriendsService(deps: AppDeps, stores: FriendsStoresWithTransaction) {
  const context = createFriendsContext(deps, stores);
  return {
    /** The friendships on a transaction of another module (a registration that claims invitations). */
    within: (executor: Executor): FriendshipLedger => createFriendsRepository(executor),
    ...createListUseCases(context),
    ...createSendRequestUseCase(context),
    ...createAnswerUseCases(context),
    ...createChangeUseCases(context),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
