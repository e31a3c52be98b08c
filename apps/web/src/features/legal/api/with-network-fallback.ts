import type { LegalDocument } from '@hangtime/core/legal/schemas';
import { NetworkError } from '../../../lib/api-client';

export type LoadedDocument = { document: LegalDocument; isFallback: boolean };

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
