import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/mock-api';
import { buildProfileBody, toProfileFormValues, validateProfile } from './profile-form';

const user = { ...testUser, gender: 'other' as const };
const values = toProfileFormValues(user);

describe('profile form', () => {
  it('shows the saved phone as 202-555-0123 and sends it back as +1 and ten digits', () => {
    expect(values.phone_number).toBe('202-555-0123');
    expect(buildProfileBody(values)).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: 'sam@example.com',
      phone_number: '+12025550123',
      gender: 'other',
      timezone: 'America/New_York',
    });
  });

  it('sends an emptied phone and gender as cleared', () => {
    const body = buildProfileBody({ ...values, phone_number: '', gender: '' });
    expect(body).toMatchObject({ phone_number: '', gender: null });
  });

  it('uses the spec messages for each field', () => {
    expect(validateProfile({ ...values, first_name: ' ', last_name: '', email: 'sam@example' })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect(validateProfile({ ...values, email: '' })).toEqual({ email: 'Email is required' });
    expect(validateProfile({ ...values, phone_number: '202-555' })).toEqual({
      phone_number: 'Please enter a valid 10-digit phone number',
    });
    expect(validateProfile({ ...values, phone_number: '' })).toEqual({});
  });
});
