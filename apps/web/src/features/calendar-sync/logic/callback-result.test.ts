import { describe, expect, it } from 'vitest';
import { readCallbackResult } from './callback-result';

const read = (query: string) => readCallbackResult(new URLSearchParams(query));

describe('readCallbackResult', () => {
  it('reads a success, with or without its message', () => {
    expect(read('success=true&message=Google+Calendar+connected')).toEqual({
      kind: 'success',
      message: 'Google Calendar connected',
    });
    expect(read('success=true')).toEqual({ kind: 'success', message: null });
  });

  it("shows the server's reason for a failure, else the spec's text", () => {
    expect(read('success=false&message=Access+was+denied')).toEqual({ kind: 'error', message: 'Access was denied' });
    expect(read('success=false')).toEqual({
      kind: 'error',
      message: 'Failed to connect Google Calendar. Please try again.',
    });
    expect(read('success=false&message=%20%20')).toEqual({
      kind: 'error',
      message: 'Failed to connect Google Calendar. Please try again.',
    });
  });

  it('calls an answer with neither parameter, or a verdict it cannot read, invalid', () => {
    expect(read('')).toEqual({ kind: 'error', message: 'Invalid response from server' });
    expect(read('success=maybe')).toEqual({ kind: 'error', message: 'Invalid response from server' });
    expect(read('message=Token+exchange+failed')).toEqual({ kind: 'error', message: 'Token exchange failed' });
  });

  it('cuts a very long message', () => {
    const result = read(`success=false&message=${'a'.repeat(1000)}`);
    expect(result.message).toHaveLength(300);
    expect(result.message?.endsWith('…')).toBe(true);
  });
});
