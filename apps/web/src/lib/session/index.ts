export { SessionProvider } from './session-provider';
export { useSession, type Session, type SessionStatus } from './session-context';
