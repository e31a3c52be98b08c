import { AppError } from '@hangtime/core/errors';
import type { LegalDocument } from '@hangtime/core/legal/schemas';
import type { LegalKind, LegalRepository } from './repository';

export function createLegalService(repository: LegalRepository) {
  return {
    async getActive(kind: LegalKind): Promise<LegalDocument> {
      const document = await repository.findActive(kind);
      if (!document) {
        throw new AppError(
          'NOT_FOUND',
          kind === 'terms' ? 'Failed to load terms of use' : 'Failed to load privacy policy',
        );
      }
      return {
        id: document.id,
        version: document.version,
        title: document.title,
        content: document.content,
        is_active: document.is_active,
        effective_date: document.effective_date,
      };
    },

    /** The id a registration must accept: the active terms' id. */
    async activeTermsId(): Promise<number | null> {
      return (await repository.findActive('terms'))?.id ?? null;
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
