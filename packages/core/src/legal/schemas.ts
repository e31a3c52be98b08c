// Contracts of the terms of use and privacy policy documents.
import { z } from 'zod';

export const legalDocumentSchema = z.object({
  id: z.number(),
  version: z.string(),
  title: z.string(),
  content: z.string(),
  is_active: z.boolean(),
  effective_date: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const termsResponse = z.object({
  success: z.literal(true),
  data: z.object({ terms: legalDocumentSchema }),
});
export const privacyResponse = z.object({
  success: z.literal(true),
  data: z.object({ privacy_policy: legalDocumentSchema }),
});

/** Splits a document into its numbered sections; each section's first line is its heading. */
export function splitSections(content: string): { heading: string; body: string }[] {
  return content
    .split(/\n\s*\n(?=\d+\.\s)/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [heading = '', ...rest] = block.split('\n');
      return { heading: heading.trim(), body: rest.join('\n').trim() };
    });
}
