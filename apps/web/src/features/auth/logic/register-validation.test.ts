import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '@hangtime/core/validation/contact';
import { PHONE_EXAMPLE } from '../../../lib/phone-example';
import { parseLoginIdentifier } from './login-identifier';
import { emptyRegisterForm, validateRegistration, type RegisterFormValues } from './register-validation';

const today = '2025-06-15';
const valid: RegisterFormValues = {
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  phone_number: '202-555-0123',
  password: 'correct horse',
  confirm_password: 'correct horse',
  birthday: '1990-05-01',
  gender: '',
  promo_code: '',
};

const check = (values: Partial<RegisterFormValues>, isPromoRequired = false) =>
  validateRegistration({ ...valid, ...values }, { isPromoRequired, today });

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(check({})).toEqual({});
  });

  it('accepts the example number the phone fields show, as typed and as formatted', () => {
    expect(check({ phone_number: PHONE_EXAMPLE })).toEqual({});
    expect(check({ phone_number: formatUsPhone(PHONE_EXAMPLE) })).toEqual({});
    expect(parseLoginIdentifier(PHONE_EXAMPLE)).toEqual({ ok: true, identifier: { phone_number: '+12015550123' } });
  });

  it.each(['2015550123', '(201) 555-0123', '+1 201 555 0123', '+12015550123'])(
    'accepts the North American number %s (ten digits, or +1 and ten)',
    (phone) => {
      expect(check({ phone_number: phone })).toEqual({});
    },
  );

  it.each(['555-123-4567', '201-055-0123', '201-555-012', '+44 20 7946 0958'])(
    'refuses %s, which is no North American number',
    (phone) => {
      expect(check({ phone_number: phone }).phone_number).toBe('Please enter a valid 10-digit phone number');
    },
  );

  it('names every missing required field with the spec texts', () => {
    expect(validateRegistration(emptyRegisterForm, { isPromoRequired: false, today })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      password: 'Password is required',
      confirm_password: 'Please confirm your password',
      birthday: 'Date of birth is required to verify age eligibility',
    });
  });

  it('checks email shape, phone digits, password length and the confirmation', () => {
    expect(check({ email: 'sam@example' }).email).toBe('Please enter a valid email address');
    expect(check({ phone_number: '202-555-012' }).phone_number).toBe('Please enter a valid 10-digit phone number');
    expect(check({ password: 'short', confirm_password: 'short' }).password).toBe(
      'Password must be at least 8 characters long',
    );
    expect(check({ confirm_password: 'something else' }).confirm_password).toBe('Passwords do not match');
  });

  it('requires age 18 on the day, by calendar date', () => {
    expect(check({ birthday: '2007-06-15' }).birthday).toBeUndefined();
    expect(check({ birthday: '2007-06-16' }).birthday).toBe(
      'You must be at least 18 years old to use this service. Please check your date of birth.',
    );
  });

  it('requires a promo code only when one is required', () => {
    expect(check({}, true).promo_code).toBe('Promo code is required');
    expect(check({ promo_code: 'BETA' }, true).promo_code).toBeUndefined();
  });
});
