// The email opt-out module's face: one call that records an address that wants no more mail.
export { createEmailOptOutRepository } from './repository';
export { registerEmailOptOutModule } from './routes';
