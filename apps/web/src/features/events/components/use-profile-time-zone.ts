// The zone event times are shown and entered in: the profile's, as the calendar grid draws in it
// (behaviour.md "Screens"), so a slot clicked at 18:00 opens the form at 6:00 PM whatever the
// device's zone; the device's only while no profile is loaded.
import { getBrowserTimeZone } from '../../../lib/datetime';
import { useSession } from '../../../lib/session';

export function useProfileTimeZone(): string {
  return useSession().user?.timezone ?? getBrowserTimeZone();
}
