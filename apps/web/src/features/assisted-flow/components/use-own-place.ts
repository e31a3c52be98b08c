// The person's own default saved location, as the flow uses it: the host step's address starts from
// it, and the venue map marks it "You". Only the caller's own place: a friend learns when you are
// free, never where (docs/behaviour.md, "Assisted flow"), so no friend's home is drawn.
import { useMemo } from 'react';
import { formatLocationAddress } from '@hangtime/core/locations/schemas';
import type { MapOrigin } from '../../places-map';
import { useLocationsQuery } from '../../locations';

export type OwnPlace = {
  /** The default location's address on one line; undefined without a default location. */
  address: string | undefined;
  /** Its name ("Home"), to say where the address came from. */
  name: string | undefined;
  /** Drawn on the venue map as "You" when the address could be placed. */
  origins: MapOrigin[];
};

export function useOwnPlace(): OwnPlace {
  const locations = useLocationsQuery();
  const home = locations.data?.find((location) => location.is_default);
  return useMemo(() => {
    if (!home) return { address: undefined, name: undefined, origins: [] };
    const { latitude, longitude } = home;
    return {
      address: formatLocationAddress(home),
      name: home.location_name,
      origins: latitude !== null && longitude !== null ? [{ id: 'you', label: 'You', latitude, longitude }] : [],
    };
  }, [home]);
}
