// The spec's texts for the friends screens (scheduling-and-social §8, accounts-and-shell §4, §8).
import { ApiError } from '../../../lib/api-client';

export const friendsMessages = {
  fetchFriendsFailed: 'Failed to fetch friends. Please try again.',
  fetchPendingFailed: 'Failed to load pending friend requests. Please try again.',
  // Not in the spec's catalogue; worded like its neighbours.
  fetchSentFailed: 'Failed to load sent friend requests. Please try again.',
  referralFailed: 'Failed to load referral code. Please try again.',
  copyFailed: 'Failed to copy referral link. Please try again.',
  linkCopied: 'Referral link copied to clipboard!',
  messageCopied: 'Referral message copied to clipboard!',
  acceptFailed: 'Failed to accept friend request. Please try again.',
  declineFailed: 'Failed to decline friend request. Please try again.',
  removeFailed: 'Failed to remove friend. Please try again.',
  cancelFailed: 'Failed to cancel friend request. Please try again.',
  addFailed: 'Failed to add friend. Please try again.',
  preferenceFailed: 'Failed to update friend preference. Please try again.',
  accepted: (name: string) => `You are now friends with ${name}!`,
  declined: (name: string) => `Friend request from ${name} has been declined.`,
} as const;

/**
 * The server's own words when it refused the action (409 "already friends", 429, a 404 for a
 * request withdrawn meanwhile); the spec's text otherwise. A 5xx says only "Something went
 * wrong", which tells the person less than the spec's sentence does.
 */
export function describeFriendsError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) {
    return error.message;
  }
  return fallback;
}
