import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from './framework-errors';

// The 408 takes Node's request timeout to happen over a socket; the mapping is checked here.
describe('clientErrorAnswer', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_METHOD', 400, 'VALIDATION_ERROR'],
    [undefined, 400, 'VALIDATION_ERROR'],
  ])('answers %s with %i %s and a fixed message', (code, status, errorCode) => {
    const answer = clientErrorAnswer({ code });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(errorCode);
    expect(Object.keys(answer.body)).toEqual(['error', 'code']);
  });
});
