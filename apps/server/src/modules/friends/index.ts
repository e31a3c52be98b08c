// The friends module's face: friendships, requests and lists; the ledger registration writes to.
export { registerFriendsModule } from './routes';
export { createFriendsService, type FriendsService, type FriendshipLedger } from './service';
export { createFriendsStores } from './stores';
