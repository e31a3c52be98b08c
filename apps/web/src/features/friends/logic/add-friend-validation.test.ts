import { describe, expect, it } from 'vitest';
import { checkAddFriendInput } from './add-friend-validation';

describe('checkAddFriendInput', () => {
  it.each([
    ['phone', '', 'Please enter a phone number'],
    ['phone', '   ', 'Please enter a phone number'],
    ['email', '', 'Please enter an email address'],
    ['email', '  ', 'Please enter an email address'],
    ['phone', '202-555-014', 'Please enter a valid 10-digit phone number'],
    ['phone', '555-123-4567', 'Please enter a valid 10-digit phone number'],
    ['email', 'friend@example', 'Please enter a valid email address'],
    ['email', 'two words@example.com', 'Please enter a valid email address'],
  ] as const)('%s %j → %s', (method, value, error) => {
    expect(checkAddFriendInput(method, value)).toEqual({ error });
  });

  it('sends a phone as +1 and ten digits', () => {
    expect(checkAddFriendInput('phone', '202-555-0143')).toEqual({ body: { phone: '+12025550143' } });
  });

  it('sends an email trimmed', () => {
    expect(checkAddFriendInput('email', '  Casey@Example.com ')).toEqual({
      body: { email: 'Casey@Example.com' },
    });
  });
});
