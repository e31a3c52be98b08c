// Every route path of the app, so no screen writes a route as a string literal.
export const paths = {
  home: '/',
  splash: '/splash',
  login: '/login',
  loginWithReferral: (referralCode: string) => `/login/referral/${encodeURIComponent(referralCode)}`,
  register: '/register',
  registerWithReferral: (referralCode: string) =>
    `/registration/referral/${encodeURIComponent(referralCode)}`,
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  googleCallback: '/google-callback',
  emailOptOut: '/email-optout',
  terms: '/terms',
  privacy: '/privacy',
  calendar: '/calendar',
  profile: '/profile',
  availabilityWindows: '/availability-windows',
  workingHours: '/working-hours',
  friends: '/friends',
  upcomingEvents: '/upcoming-events',
  onboarding: '/onboarding',
} as const;

/** Route patterns for the router itself (the only place parameters are spelled as :name). */
export const routePatterns = {
  loginWithReferral: '/login/referral/:referralCode',
  registerWithReferral: '/registration/referral/:referralCode',
} as const;
