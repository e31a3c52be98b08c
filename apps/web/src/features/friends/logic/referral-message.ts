/** The server gives a path (/registration/referral/ABC123); people need the whole address. */
export function buildReferralUrl(referralLink: string, origin: string): string {
  return new URL(referralLink, origin).toString();
}

/** An invitation sentence followed by the link (accounts-and-shell §2, onboarding step 3). */
export function buildReferralMessage(referralUrl: string): string {
  return `Join me on Hangtime so we can find time to hang out! Sign up with my link: ${referralUrl}`;
}
