// The auth module's face: accounts, sessions and codes; what the composition root builds them from.
export { createCodeDigests } from './code-digest';
export { startCodeRequestWorker } from './code-requests';
export { createCodesRepository } from './codes-repository';
export { createCodeService } from './codes';
export { createAuthRepository, createAuthStores } from './repository';
export { registerAuthModule } from './routes';
export { createAuthService, type AuthService } from './service';
export { createSessionStore, SESSION_IDLE_MS, type SessionStore } from './sessions-repository';
