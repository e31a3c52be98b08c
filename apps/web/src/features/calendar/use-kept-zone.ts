// The person's "Keep {profile zone}" answer, remembered on this device per account, so the zone
// notice does not ask again until the profile's or the device's zone changes.
import { useCallback, useState } from 'react';
import { parseKeptZoneChoice, type KeptZoneChoice } from './logic/calendar-zone';

const storageKey = (userId: string) => `hangtime.calendar-zone-kept.${userId}`;

function readKept(userId: string): KeptZoneChoice | null {
  try {
    return parseKeptZoneChoice(window.localStorage.getItem(storageKey(userId)));
  } catch {
    return null;
  }
}

export function useKeptZone(userId: string) {
  const [kept, setKept] = useState(() => readKept(userId));
  const keep = useCallback(
    (choice: KeptZoneChoice) => {
      setKept(choice);
      try {
        window.localStorage.setItem(storageKey(userId), JSON.stringify(choice));
      } catch {
        // Storage blocked: the answer holds for this page only.
      }
    },
    [userId],
  );
  return { kept, keep };
}
