// Connecting Google Calendar: the authorization URL (PKCE verifier and state kept, the state by
// its hash, for 10 minutes) and the callback that turns Google's code into a stored grant.
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { sha256 } from '../../lib/tokens';
import { googleMessages } from './messages';
import type { GoogleOAuthClient } from './oauth-client';
import type { GoogleCalendarRepository } from './repository';
import { CALENDAR_SCOPE } from './settings';

const SIGN_IN_TTL_MS = 10 * 60_000;

export type CallbackQuery = { code?: string; state?: string; error?: string };
export type SignInResult = { success: true; userId: string } | { success: false; message: string };

export function createSignIn(uses: {
  repository: GoogleCalendarRepository;
  oauth: GoogleOAuthClient;
  secrets: SecretBox;
  clock: Clock;
}) {
  const { repository, oauth, secrets, clock } = uses;

  return {
    async authorizationUrl(userId: string): Promise<string> {
      const state = oauth.newState();
      const codeVerifier = oauth.newCodeVerifier();
      await repository.deleteExpiredStates(clock.now());
      await repository.saveState({
        state_hash: sha256(state),
        user_id: userId,
        code_verifier: secrets.seal(codeVerifier),
        expires_at: new Date(clock.now().getTime() + SIGN_IN_TTL_MS),
      });
      return oauth.authorizationUrl(state, codeVerifier);
    },

    /** The grant stored for the person the state names; or why not, in words for the callback page. */
    async complete(query: CallbackQuery): Promise<SignInResult> {
      const pending = query.state ? await repository.takeState(sha256(query.state), clock.now()) : null;
      if (!pending) return { success: false, message: googleMessages.signInExpired };
      if (query.error) {
        return {
          success: false,
          message: query.error === 'access_denied' ? googleMessages.accessDenied : googleMessages.callbackFailed,
        };
      }
      if (!query.code) return { success: false, message: googleMessages.callbackFailed };

      let granted;
      try {
        granted = await oauth.exchangeCode(query.code, secrets.open(pending.code_verifier));
      } catch {
        return { success: false, message: googleMessages.callbackFailed };
      }
      if (granted.scopes && !granted.scopes.includes(CALENDAR_SCOPE)) {
        // Allowed to sign in but not to read calendars: nothing to keep.
        await oauth.revoke(granted.refreshToken ?? granted.accessToken).catch(() => {});
        return { success: false, message: googleMessages.scopeMissing };
      }
      const now = clock.now();
      await repository.saveLink({
        user_id: pending.user_id,
        access_token: secrets.seal(granted.accessToken),
        access_token_expires_at: new Date(now.getTime() + granted.expiresInSeconds * 1000),
        refresh_token: granted.refreshToken ? secrets.seal(granted.refreshToken) : null,
        state: 'connected',
        updated_at: now,
      });
      return { success: true, userId: pending.user_id };
    },
  };
}
