// Registration: the server re-checks every rule of the form, then creates the account in one transaction.
import type { z } from 'zod';
import { AppError } from '@hangtime/core/errors';
import type { AuthResponse, registerBody } from '@hangtime/core/auth/schemas';
import type { AuthContext } from './context';
import type { createEmailVerificationUseCases } from './email-verification';
import { generateFriendlyCode, normaliseFriendlyCode } from '../../lib/friendly-codes';
import { authMessages } from './messages';
import { hashPassword } from './passwords';
import { admitThroughPromo } from './promo';
import { uniqueViolation, type AuthRepository, type UserRecord } from './repository';
import { toUserView } from './user-view';

export type RegisterInput = z.output<typeof registerBody>;

const emailTaken = () =>
  new AppError('CONFLICT', authMessages.emailTaken, { fields: { email: authMessages.emailTaken } });
const phoneTaken = () =>
  new AppError('CONFLICT', authMessages.phoneTaken, { fields: { phone_number: authMessages.phoneTaken } });

/** Exact domain match: a listed domain does not vouch for its subdomains. */
export function isAutoVerified(email: string, domains: string[]): boolean {
  return domains.includes(email.slice(email.lastIndexOf('@') + 1));
}

async function newReferralCode(accounts: AuthRepository): Promise<string> {
  // 31^8 codes: a clash is rare enough that a few fresh draws always find a free one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = generateFriendlyCode();
    if (!(await accounts.isReferralCodeTaken(code))) return code;
  }
  throw new Error('could not find a free referral code');
}

export function createRegistrationUseCases(
  context: AuthContext,
  emailVerification: ReturnType<typeof createEmailVerificationUseCases>,
) {
  const { stores, deps, sessions } = context;

  async function checkBeforeWriting(input: RegisterInput): Promise<{ termsId: number; referrer: UserRecord | null }> {
    const termsId = await stores.accounts.findActiveTermsId();
    if (termsId === null || input.terms_id !== termsId) {
      throw new AppError('VALIDATION_ERROR', authMessages.termsOutdated, {
        fields: { terms_id: authMessages.termsOutdated },
      });
    }
    if (await stores.accounts.findUserByEmail(input.email)) throw emailTaken();
    if (await stores.accounts.findUserByPhone(input.phone_number)) throw phoneTaken();
    const referrer = input.referral_code
      ? await stores.accounts.findUserByReferralCode(normaliseFriendlyCode(input.referral_code))
      : null;
    if (input.referral_code && !referrer) {
      throw new AppError('VALIDATION_ERROR', authMessages.invalidReferral, {
        fields: { referral_code: authMessages.invalidReferral },
      });
    }
    return { termsId, referrer };
  }

  return {
    async register(input: RegisterInput): Promise<AuthResponse> {
      const { termsId, referrer } = await checkBeforeWriting(input);
      const passwordHash = await hashPassword(input.password);
      const referralCode = await newReferralCode(stores.accounts);
      let user: UserRecord;
      try {
        user = await stores.transaction(async (tx) => {
          await admitThroughPromo(
            tx,
            {
              email: input.email,
              phone: input.phone_number,
              promoCode: input.promo_code,
              hasReferrer: referrer !== null,
            },
            context,
          );
          const now = deps.clock.now();
          const created = await tx.accounts.insertUser({
            email: input.email,
            phone_number: input.phone_number,
            first_name: input.first_name,
            last_name: input.last_name,
            password_hash: passwordHash,
            birthday: input.birthday,
            gender: input.gender,
            timezone: input.timezone ?? 'UTC',
            email_verified: isAutoVerified(input.email, deps.config.AUTO_VERIFIED_EMAIL_DOMAINS),
            referral_code: referralCode,
            created_at: now,
            updated_at: now,
          });
          await tx.accounts.recordTermsAcceptance(created.id, termsId, now);
          await tx.friends.claimInvitations(created.id, created.email, created.phone_number);
          // After the claim, so an invitation from the referrer is settled as accepted.
          if (referrer) await tx.friends.befriend(created.id, referrer.id, now);
          return created;
        });
      } catch (error) {
        // Someone registered the same email or phone between the checks and the insert.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw emailTaken();
        if (constraint?.includes('phone')) throw phoneTaken();
        throw error;
      }
      const accessToken = await sessions.create(user.id);
      if (!user.email_verified) await emailVerification.sendAfterRegistration(user);
      return { access_token: accessToken, user: toUserView(user) };
    },
  };
}
