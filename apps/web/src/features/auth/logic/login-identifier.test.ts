import { describe, expect, it } from 'vitest';
import { parseLoginIdentifier } from './login-identifier';

describe('parseLoginIdentifier', () => {
  it('sends a simple email shape as email, lower-cased', () => {
    expect(parseLoginIdentifier('  Sam@Example.com ')).toEqual({
      ok: true,
      identifier: { email: 'sam@example.com' },
    });
  });

  it.each([
    ['555-123-4567', '+15551234567'],
    ['(555) 123 4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
  ])('sends %s as phone_number %s', (typed, sent) => {
    expect(parseLoginIdentifier(typed)).toEqual({ ok: true, identifier: { phone_number: sent } });
  });

  it('asks for a value when the field is empty', () => {
    expect(parseLoginIdentifier('   ')).toEqual({
      ok: false,
      error: 'Email or phone number is required',
    });
  });

  it('reads anything without the email shape as a phone number', () => {
    expect(parseLoginIdentifier('555-1234')).toEqual({
      ok: false,
      error: 'Please enter a valid 10-digit phone number',
    });
  });

  it('treats an address missing its domain dot as a bad email, not a phone', () => {
    expect(parseLoginIdentifier('sam@example')).toEqual({
      ok: false,
      error: 'Please enter a valid email address',
    });
  });
});
