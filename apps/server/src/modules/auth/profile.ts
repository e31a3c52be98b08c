// The profile: a user changes their own name, email, phone, gender and time zone.
import type { z } from 'zod';
import { profileMessages, type updateProfileBody, type User } from '@hangtime/core/auth/schemas';
import { AppError } from '@hangtime/core/errors';
import type { AuthContext } from './context';
import type { createEmailVerificationUseCases } from './email-verification';
import { authMessages } from './messages';
import { isAutoVerified } from './registration';
import { uniqueViolation, type UserRecord } from './repository';
import { toUserView } from './user-view';

export type ProfileInput = z.output<typeof updateProfileBody>;

const emailTaken = () =>
  new AppError('CONFLICT', profileMessages.emailTaken, { fields: { email: profileMessages.emailTaken } });
const phoneTaken = () =>
  new AppError('CONFLICT', profileMessages.phoneTaken, { fields: { phone_number: profileMessages.phoneTaken } });

export function createProfileUseCases(
  context: AuthContext,
  emailVerification: ReturnType<typeof createEmailVerificationUseCases>,
) {
  const { stores, deps } = context;

  async function checkClashes(user: UserRecord, input: ProfileInput) {
    if (input.email !== user.email) {
      const owner = await stores.accounts.findUserByEmail(input.email);
      if (owner && owner.id !== user.id) throw emailTaken();
    }
    if (input.phone_number && input.phone_number !== user.phone_number) {
      const owner = await stores.accounts.findUserByPhone(input.phone_number);
      if (owner && owner.id !== user.id) throw phoneTaken();
    }
  }

  return {
    /**
     * A new email is unverified until its code comes back (unless its domain is auto-verified):
     * the account must prove it owns the new mailbox, as at registration.
     */
    async updateProfile(actingUserId: string, input: ProfileInput): Promise<User> {
      const user = await stores.accounts.findUserById(actingUserId);
      if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionUserGone);
      await checkClashes(user, input);
      const emailChanged = input.email !== user.email;
      let updated: UserRecord | null;
      try {
        updated = await stores.accounts.updateProfile(
          user.id,
          {
            first_name: input.first_name,
            last_name: input.last_name,
            email: input.email,
            ...(input.phone_number !== undefined && { phone_number: input.phone_number }),
            ...(input.gender !== undefined && { gender: input.gender }),
            ...(input.timezone !== undefined && { timezone: input.timezone }),
            ...(input.suggestions_enabled !== undefined && { suggestions_enabled: input.suggestions_enabled }),
            ...(emailChanged && {
              email_verified: isAutoVerified(input.email, deps.config.AUTO_VERIFIED_EMAIL_DOMAINS),
            }),
          },
          deps.clock.now(),
        );
      } catch (error) {
        // Someone took the address between the check and the update.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw emailTaken();
        if (constraint?.includes('phone')) throw phoneTaken();
        throw error;
      }
      if (!updated) throw new AppError('UNAUTHORIZED', authMessages.sessionUserGone);
      if (emailChanged && !updated.email_verified) await emailVerification.sendAfterRegistration(updated);
      return toUserView(updated);
    },

    async getTimezone(actingUserId: string): Promise<string> {
      const user = await stores.accounts.findUserById(actingUserId);
      if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionUserGone);
      return user.timezone;
    },
  };
}
