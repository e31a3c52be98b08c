// Contracts of regular hangouts (behaviour.md "Regular hangouts (issue 26)"): make a hangout a
// regular thing, see it, change how often, stop it; and the fairness note of a planned one.
import { z } from 'zod';
import { cadences } from './periods';

export { cadences, type Cadence } from './periods';

export const regularMessages = {
  onlyOrganizer: 'Only the organizer can make this hangout a regular thing',
  alreadyRegular: 'This hangout is already a regular thing',
  notRegular: 'This hangout is not a regular thing',
  needsFriends: 'Only an active hangout with friends on it can become a regular thing',
  chooseCadence: 'Choose every week, every two weeks or every month',
} as const;

export const cadenceField = z.enum(cadences, { error: regularMessages.chooseCadence });
export const regularBody = z.object({ cadence: cadenceField }).strict();
export type RegularBody = z.infer<typeof regularBody>;

export const regularMember = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

export const regularView = z.object({
  id: z.string(),
  event_id: z.string(),
  cadence: cadenceField,
  is_active: z.boolean(),
  /** The friends it plans for, still the organizer's friends, by first name. */
  members: z.array(regularMember),
  /** The first day (organizer's zone) of the next period still to be planned. */
  next_period_start: z.string(),
});
export type RegularView = z.infer<typeof regularView>;

export const regularResponse = z.object({ regular: regularView.nullable() });

/** What the Suggested Event modal shows about a regular hangout's proposal. */
export const regularOfferView = z.object({ cadence: cadenceField, explanation: z.string() });
export type RegularOfferView = z.infer<typeof regularOfferView>;
export const regularOfferResponse = z.object({ offer: regularOfferView });

export const cadenceLabels: Record<(typeof cadences)[number], string> = {
  week: 'every week',
  two_weeks: 'every two weeks',
  month: 'every month',
};
