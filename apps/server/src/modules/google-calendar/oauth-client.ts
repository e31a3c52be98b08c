// OAuth 2.0 with Google through arctic: the authorization code flow with PKCE (S256) and `state`,
// offline access for a refresh token, renewal, and revocation.
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  generateCodeVerifier,
  generateState,
} from 'arctic';
import { CALENDAR_SCOPE, type GoogleSettings } from './settings';

export type GrantedTokens = {
  accessToken: string;
  expiresInSeconds: number;
  /** Google sends one on the first consent (and with prompt=consent); renewals usually keep the old one. */
  refreshToken: string | null;
  /** The scopes granted, when Google says (a person may untick the calendar on the consent screen). */
  scopes: string[] | null;
};

/** Google refused the grant: revoked by the person, expired, or the code was used or forged. */
export class GrantRefusedError extends Error {}

/** Google's token endpoint failed us: no answer, an error it names, or an answer that is not OAuth. */
export function isOAuthFailure(error: unknown): boolean {
  return (
    error instanceof ArcticFetchError ||
    error instanceof OAuth2RequestError ||
    error instanceof UnexpectedResponseError ||
    error instanceof UnexpectedErrorResponseBodyError
  );
}

function toGranted(tokens: {
  accessToken(): string;
  accessTokenExpiresInSeconds(): number;
  hasRefreshToken(): boolean;
  refreshToken(): string;
  hasScopes(): boolean;
  scopes(): string[];
}): GrantedTokens {
  return {
    accessToken: tokens.accessToken(),
    expiresInSeconds: tokens.accessTokenExpiresInSeconds(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    scopes: tokens.hasScopes() ? tokens.scopes() : null,
  };
}

async function refusalsAsGrantRefused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OAuth2RequestError && ['invalid_grant', 'unauthorized_client'].includes(error.code)) {
      throw new GrantRefusedError(error.code);
    }
    throw error;
  }
}

export function createGoogleOAuthClient(settings: GoogleSettings) {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  return {
    newState: () => generateState(),
    newCodeVerifier: () => generateCodeVerifier(),

    authorizationUrl(state: string, codeVerifier: string): string {
      const url = client.createAuthorizationURLWithPKCE(
        settings.authUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        [CALENDAR_SCOPE],
      );
      // A refresh token, so syncs go on without the person; consent asked each time, so Google
      // sends a refresh token again after a reconnect.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url.toString();
    },

    exchangeCode: (code: string, codeVerifier: string) =>
      refusalsAsGrantRefused(async () =>
        toGranted(await client.validateAuthorizationCode(settings.tokenUrl, code, codeVerifier)),
      ),

    renew: (refreshToken: string) =>
      refusalsAsGrantRefused(async () =>
        toGranted(await client.refreshAccessToken(settings.tokenUrl, refreshToken, [])),
      ),

    /** Revoking the refresh token ends the whole grant at Google. */
    revoke: (token: string) => client.revokeToken(settings.revokeUrl, token),
  };
}

export type GoogleOAuthClient = ReturnType<typeof createGoogleOAuthClient>;
