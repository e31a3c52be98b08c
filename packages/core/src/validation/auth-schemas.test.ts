// The registration and login contracts give the spec's messages, and normalise what they accept.
import { describe, expect, it } from 'vitest';
import { loginBody, registerBody } from '../auth/schemas';
import { todayIn } from '../time/zones';
import { messages } from './messages';

const valid = {
  first_name: ' Avery ',
  last_name: 'Tester',
  email: ' Avery@Example.COM ',
  phone_number: '212-555-0100',
  password: 'long enough',
  birthday: '1990-05-15',
  gender: '',
  terms_accepted: true,
  terms_id: 1,
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('registerBody', () => {
  it('normalises a valid registration', () => {
    const parsed = registerBody.parse(valid);
    expect(parsed).toMatchObject({
      first_name: 'Avery',
      email: 'avery@example.com',
      phone_number: '+12125550100',
      gender: null,
      referral_code: null,
    });
  });

  it('treats an empty referral code as none and keeps a given one', () => {
    expect(registerBody.parse({ ...valid, referral_code: '' }).referral_code).toBeNull();
    expect(registerBody.parse({ ...valid, referral_code: ' ABCD2345 ' }).referral_code).toBe('ABCD2345');
  });

  it.each([
    [{ first_name: '' }, 'first_name', messages.firstNameRequired],
    [{ first_name: undefined }, 'first_name', messages.firstNameRequired],
    [{ last_name: '   ' }, 'last_name', messages.lastNameRequired],
    [{ email: '' }, 'email', messages.emailRequired],
    [{ email: 'avery@example' }, 'email', messages.emailInvalid],
    [{ phone_number: '' }, 'phone_number', messages.phoneRequired],
    [{ phone_number: '212-555-010' }, 'phone_number', messages.phoneInvalid],
    [{ phone_number: '123-555-0100' }, 'phone_number', messages.phoneInvalid],
    [{ password: '' }, 'password', messages.passwordRequired],
    [{ password: '1234567' }, 'password', messages.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'password', messages.passwordTooLong],
    [{ birthday: '' }, 'birthday', messages.birthdayRequired],
    [{ birthday: undefined }, 'birthday', messages.birthdayRequired],
    [{ birthday: '15/05/1990' }, 'birthday', messages.birthdayRequired],
    [{ terms_accepted: false }, 'terms_accepted', messages.termsRequired],
    [{ terms_id: undefined }, 'terms_id', messages.termsRequired],
    [{ gender: 'robot' }, 'gender', expect.any(String)],
  ])('refuses %o at %s with its message', (overrides, path, message) => {
    expect(firstMessage(registerBody.safeParse({ ...valid, ...overrides }))).toEqual({ path, message });
  });

  it('accepts a password of exactly 8 and of 128 characters, never trimming it', () => {
    expect(registerBody.parse({ ...valid, password: '12345678' }).password).toBe('12345678');
    expect(registerBody.parse({ ...valid, password: ` ${'x'.repeat(126)} ` }).password).toHaveLength(128);
  });

  it('refuses someone who turns 18 tomorrow and accepts someone who turned 18 today', () => {
    const [year, month, day] = todayIn('UTC').split('-').map(Number) as [number, number, number];
    const isoDay = (date: Date) => date.toISOString().slice(0, 10);
    const turnsEighteenTomorrow = isoDay(new Date(Date.UTC(year - 18, month - 1, day + 1)));
    expect(firstMessage(registerBody.safeParse({ ...valid, birthday: turnsEighteenTomorrow }))).toEqual({
      path: 'birthday',
      message: messages.tooYoung,
    });
    const turnedEighteenToday = isoDay(new Date(Date.UTC(year - 18, month - 1, day)));
    // On February 29 the date 18 years back does not exist and rolls to March 1: nothing to check then.
    if (turnedEighteenToday.endsWith(`-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)) {
      expect(registerBody.safeParse({ ...valid, birthday: turnedEighteenToday }).success).toBe(true);
    }
  });
});

describe('loginBody', () => {
  it('takes an email, lower-cased', () => {
    expect(loginBody.parse({ email: 'A@B.CO', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      referral_code: null,
    });
  });

  it('takes a phone in the form the client sends, as E.164', () => {
    expect(loginBody.parse({ phone_number: '+12125550100', password: 'x' }).phone_number).toBe('+12125550100');
  });

  it.each([
    [{ password: 'x' }, 'email', messages.emailOrPhoneRequired],
    [{ email: 'a@b.co' }, 'password', messages.passwordRequired],
    [{ email: 'a@b.co', password: '' }, 'password', messages.passwordRequired],
    [{ email: 'nope', password: 'x' }, 'email', messages.emailInvalid],
    [{ phone_number: '555', password: 'x' }, 'phone_number', messages.phoneInvalid],
  ])('refuses %o at %s with its message', (body, path, message) => {
    expect(firstMessage(loginBody.safeParse(body))).toEqual({ path, message });
  });
});
