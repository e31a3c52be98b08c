// What the auth use cases are built from (the composition root builds it once).
import type { AppDeps } from '../../deps';
import type { CodeService } from './codes';
import type { createAuthStores } from './repository';
import type { SessionStore } from './sessions-repository';

export type AuthContext = {
  deps: AppDeps;
  sessions: SessionStore;
  stores: ReturnType<typeof createAuthStores>;
  codes: CodeService;
};
