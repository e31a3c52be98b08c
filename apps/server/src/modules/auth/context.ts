// What the auth use cases are built from; service.ts assembles it once per app.
import type { AppDeps } from '../../deps';
import type { CodeService } from './codes';
import type { createAuthStores } from './repository';
import type { SessionStore } from './sessions';

export type AuthContext = {
  deps: AppDeps;
  sessions: SessionStore;
  stores: ReturnType<typeof createAuthStores>;
  codes: CodeService;
};
