import { describe, expect, it } from 'vitest';
import { subscriptionMessages } from '@hangtime/core/calendar-link/schemas';
import { hashAddress, maskAddress, normaliseAddress } from './address';

const httpsOnly = { allowHttp: false };
const withHttp = { allowHttp: true };

function accepted(input: string, rules = httpsOnly): URL {
  const result = normaliseAddress(input, rules);
  if (!result.ok) throw new Error(`refused: ${input}`);
  return result.url;
}

describe('normaliseAddress', () => {
  it.each([
    ['webcal://calendar.example.com/cal/secret.ics', 'https://calendar.example.com/cal/secret.ics'],
    ['WEBCAL://Calendar.Example.com/a.ics', 'https://calendar.example.com/a.ics'],
    ['webcals://calendar.example.com/a.ics', 'https://calendar.example.com/a.ics'],
    ['  https://calendar.example.com:443/a.ics?key=1#frag  ', 'https://calendar.example.com/a.ics?key=1'],
    ['https://calendar.example.com:8443/a.ics', 'https://calendar.example.com:8443/a.ics'],
  ])('reads %s as %s', (input, expected) => {
    expect(accepted(input).href).toBe(expected);
  });

  it.each([
    'ftp://calendar.example.com/a.ics',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/calendar,BEGIN:VCALENDAR',
    'gopher://calendar.example.com/',
    'calendar.example.com/a.ics',
    'not an address',
    '',
  ])('refuses %s', (input) => {
    expect(normaliseAddress(input, withHttp)).toEqual({ ok: false, reason: subscriptionMessages.urlInvalid });
  });

  it('takes plain http only when private addresses are allowed (tests, a LAN install)', () => {
    expect(normaliseAddress('http://calendar.example.com/a.ics', httpsOnly).ok).toBe(false);
    expect(accepted('http://127.0.0.1:8080/a.ics', withHttp).href).toBe('http://127.0.0.1:8080/a.ics');
  });
});

describe('maskAddress', () => {
  it('shows the scheme and host, never the path, query or credentials', () => {
    const url = accepted('webcal://user:pass@calendar.example.com/private/8f3a9c/basic.ics?token=abc');
    expect(maskAddress(url)).toBe('https://calendar.example.com/…');
    expect(maskAddress(accepted('https://calendar.example.com:8443/x'))).toBe('https://calendar.example.com:8443/…');
  });
});

describe('hashAddress', () => {
  it('is the same for two spellings of one address and differs for another', () => {
    const one = hashAddress(accepted('webcal://Calendar.example.com/a.ics'));
    expect(hashAddress(accepted('https://calendar.example.com:443/a.ics#x'))).toBe(one);
    expect(hashAddress(accepted('https://calendar.example.com/b.ics'))).not.toBe(one);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });
});
