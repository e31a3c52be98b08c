// The friend use cases, assembled once per app from its dependencies.
import type { AppDeps } from '../../deps';
import { createAnswerUseCases } from './answers';
import { createChangeUseCases } from './changes';
import { createFriendsContext } from './context';
import { createListUseCases } from './lists';
import { createSendRequestUseCase } from './send-request';
import { createFriendsStores } from './stores';

export function createFriendsService(deps: AppDeps) {
  const context = createFriendsContext(deps, createFriendsStores(deps.db));
  return {
    ...createListUseCases(context),
    ...createSendRequestUseCase(context),
    ...createAnswerUseCases(context),
    ...createChangeUseCases(context),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
