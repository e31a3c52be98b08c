// What other features may use of regular hangouts (issue 26): the organizer's "Make it a regular
// thing" below an event, and the fairness note in the Suggested Event modal.
export { RegularHangout } from './components/regular-hangout';
export { RegularOfferNote } from './components/regular-offer-note';
