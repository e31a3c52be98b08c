// The error body {error, code, fields?} as a zod schema: what the OpenAPI document declares for
// every error answer, and what tests hold the server's error answers to.
import { z } from 'zod';
import { errorStatuses, type ErrorCode } from './errors';

const allCodes = Object.keys(errorStatuses) as ErrorCode[];

/** The codes answered with this HTTP status (400: VALIDATION_ERROR and INVALID_CODE). */
export function errorCodesOf(status: number): ErrorCode[] {
  return allCodes.filter((code) => errorStatuses[code] === status);
}

function errorBodyWith(codes: ErrorCode[]) {
  return z
    .object({
      /** A message for a person; never the request's own text for errors outside the routes. */
      error: z.string(),
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      /** Each invalid field (dotted path) and its first message. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .strict();
}

/** Any error answer. */
export const errorBodySchema = errorBodyWith(allCodes);

/** An error answer with this status: its code is one of the status's own. */
export function errorBodySchemaOf(status: number) {
  const codes = errorCodesOf(status);
  if (codes.length === 0) throw new Error(`No error code answers with status ${status}`);
  return errorBodyWith(codes);
}
