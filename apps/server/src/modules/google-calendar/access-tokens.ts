// A working access token for a person's grant: the stored one while it has a minute left, else a
// renewed one. Google refusing the renewal (revoked or expired grant) puts the link in the
// `reconnect` state, which only connecting again leaves.
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { GrantRefusedError, type GoogleOAuthClient } from './oauth-client';
import type { GoogleCalendarRepository } from './repository';

/** Renew this long before the token expires, so a sync never starts with a token about to lapse. */
const RENEW_MARGIN_MS = 60_000;

/** The grant is gone or refused: the person must connect Google Calendar again. */
export class ReconnectNeededError extends Error {}

export function createAccessTokens(uses: {
  repository: GoogleCalendarRepository;
  oauth: GoogleOAuthClient;
  secrets: SecretBox;
  clock: Clock;
}) {
  const { repository, oauth, secrets, clock } = uses;

  async function renewed(userId: string): Promise<string> {
    const link = await repository.findLink(userId);
    if (!link || link.state !== 'connected') throw new ReconnectNeededError();
    if (!link.refresh_token) {
      await repository.updateLink(userId, { state: 'reconnect' }, clock.now());
      throw new ReconnectNeededError();
    }
    try {
      const granted = await oauth.renew(secrets.open(link.refresh_token));
      const now = clock.now();
      await repository.updateLink(
        userId,
        {
          access_token: secrets.seal(granted.accessToken),
          access_token_expires_at: new Date(now.getTime() + granted.expiresInSeconds * 1000),
          ...(granted.refreshToken && { refresh_token: secrets.seal(granted.refreshToken) }),
        },
        now,
      );
      return granted.accessToken;
    } catch (error) {
      if (!(error instanceof GrantRefusedError)) throw error;
      await repository.updateLink(userId, { state: 'reconnect' }, clock.now());
      throw new ReconnectNeededError();
    }
  }

  return {
    async current(userId: string): Promise<string> {
      const link = await repository.findLink(userId);
      if (!link || link.state !== 'connected') throw new ReconnectNeededError();
      const fresh = link.access_token_expires_at.getTime() - RENEW_MARGIN_MS > clock.now().getTime();
      return fresh ? secrets.open(link.access_token) : renewed(userId);
    },
    renewed,
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
