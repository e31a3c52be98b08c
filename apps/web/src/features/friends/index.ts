// What other features may use of friends: the blocks the onboarding's "Connect with Friends" step shows.
export { AddFriendForm } from './components/add-friend-form';
export { PendingRequests } from './components/pending-requests';
export { ReferralLinkCard } from './components/referral-link-card';
export { usePendingRequestsQuery } from './api/get-pending-requests';
