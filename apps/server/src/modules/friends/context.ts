// What the friend use cases are built from; service.ts assembles it once per app.
import { AppError } from '@hangtime/core/errors';
import type { AppDeps } from '../../deps';
import { friendsMessages } from './messages';
import type { Person } from './people-repository';
import type { FriendsStoresWithTransaction } from './stores';

export type FriendsContext = {
  deps: AppDeps;
  stores: FriendsStoresWithTransaction;
  /** The acting user, who exists as long as their session does (sessions go with the account). */
  loadActingUser(userId: string): Promise<Person>;
};

export function createFriendsContext(deps: AppDeps, stores: FriendsStoresWithTransaction): FriendsContext {
  return {
    deps,
    stores,
    async loadActingUser(userId) {
      const person = await stores.people.findById(userId);
      if (!person) throw new AppError('UNAUTHORIZED', friendsMessages.userGone);
      return person;
    },
  };
}
