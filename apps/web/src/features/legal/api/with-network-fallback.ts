import type { LegalDocument } from '@hangtime/core/legal/schemas';
import { NetworkError } from '../../../lib/api-client';

export type LoadedDocument = { document: LegalDocument; isFallback: boolean };

const SERVER_DOCUMENT_STALE_MS = 60 * 60_000;

/**
 * Spec §8: when the server cannot be reached at all, the built-in copy is shown; any answer
 * from the server (even an error) is reported as it is.
 */
export async function withNetworkFallback(
  request: Promise<LegalDocument>,
  fallback: LegalDocument,
): Promise<LoadedDocument> {
  try {
    return { document: await request, isFallback: false };
  } catch (error) {
    if (error instanceof NetworkError) return { document: fallback, isFallback: true };
    throw error;
  }
}

/**
 * The built-in copy is a stand-in, not an answer: kept as fresh it would hide the real terms
 * (and block accepting them at registration) for an hour after a brief outage. Stale at once,
 * every new page or modal asks the server again.
 */
export function documentStaleTime(query: { state: { data?: LoadedDocument } }): number {
  return query.state.data?.isFallback ? 0 : SERVER_DOCUMENT_STALE_MS;
}
