// Every friends query lives under ['friends', ...], so one invalidation can reach them all.
export const friendsKeys = {
  all: ['friends'] as const,
  list: () => [...friendsKeys.all, 'list'] as const,
  pending: () => [...friendsKeys.all, 'pending'] as const,
  sent: () => [...friendsKeys.all, 'sent'] as const,
  referralCode: () => [...friendsKeys.all, 'referral-code'] as const,
};
