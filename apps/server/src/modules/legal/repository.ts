import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';

export type LegalKind = 'terms' | 'privacy';

export function createLegalRepository(db: Db) {
  return {
    async findActive(kind: LegalKind) {
      const [document] = await db
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.is_active, true)))
        .orderBy(desc(legalDocuments.id))
        .limit(1);
      return document ?? null;
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
