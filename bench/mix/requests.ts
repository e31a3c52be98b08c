// The mix of issue 25: what people do in Hangtime, in the shares a day of use has. Each request is
// one person's, sent from an address of that person's own (the per-IP limit counts people, as in
// production, not the load generator).
import type { MixWorld } from './world';

export type MixRequest = {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  token: string;
  /** 127.x.y.z: Linux answers the whole of 127/8 on the loopback interface. */
  sourceAddress: string;
};

type RouteShare = {
  label: string;
  share: number;
  build(person: number): Omit<MixRequest, 'token' | 'sourceAddress' | 'label'>;
};

const DAY = 24 * 3600_000;

function routeShares(world: MixWorld): RouteShare[] {
  const month = `start_date=${world.monthStart.toISOString()}&end_date=${world.monthEnd.toISOString()}`;
  const weekStart = world.monthStart.toISOString().slice(0, 10);
  const weekEnd = new Date(world.monthStart.getTime() + 6 * DAY).toISOString().slice(0, 10);
  let rsvps = 0;
  let created = 0;
  return [
    { label: 'calendar month', share: 30, build: () => ({ method: 'GET', path: `/api/calendar/events?${month}` }) },
    {
      label: 'week occurrences',
      share: 15,
      build: () => ({
        method: 'GET',
        path: `/api/availability-windows/occurrences?start_date=${weekStart}&end_date=${weekEnd}`,
      }),
    },
    { label: 'notifications', share: 15, build: () => ({ method: 'GET', path: '/api/notifications/unified' }) },
    { label: 'find-us-time', share: 10, build: () => ({ method: 'POST', path: '/api/find-us-time', body: '{}' }) },
    { label: 'friends', share: 10, build: () => ({ method: 'GET', path: '/api/friends' }) },
    {
      label: 'pending invitations',
      share: 5,
      build: () => ({ method: 'GET', path: '/api/calendar/events/pending-invitations' }),
    },
    { label: 'me', share: 5, build: () => ({ method: 'GET', path: '/api/auth/me' }) },
    {
      label: 'RSVP',
      share: 5,
      build: (person) => {
        const invitations = world.people[person]!.invitedTo;
        rsvps += 1;
        return {
          method: 'POST',
          path: '/api/calendar/rsvp',
          body: JSON.stringify({
            eventId: invitations[rsvps % invitations.length],
            status: rsvps % 2 === 0 ? 'accepted' : 'tentative',
          }),
        };
      },
    },
    {
      label: 'event create',
      share: 5,
      build: (person) => {
        created += 1;
        const start = world.monthStart.getTime() + (created % 30) * DAY + 20 * 3600_000;
        return {
          method: 'POST',
          path: '/api/calendar/events',
          body: JSON.stringify({
            title: `Load ${created}`,
            category_id: 1,
            start_time: new Date(start).toISOString(),
            end_time: new Date(start + 2 * 3600_000).toISOString(),
            participant_ids: [world.people[person]!.friendIds[created % 12]],
          }),
        };
      },
    },
  ];
}

export function sourceAddressOf(person: number): string {
  const n = person + 2;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** `count` requests of the mix, each of a person picked in turn from a fixed-seed shuffle. */
export function buildMix(world: MixWorld, count: number, onlyLabel?: string): MixRequest[] {
  const shares = routeShares(world).filter((route) => !onlyLabel || route.label === onlyLabel);
  const total = shares.reduce((sum, route) => sum + route.share, 0);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, () => {
    let pick = random() * total;
    const route = shares.find((candidate) => (pick -= candidate.share) < 0) ?? shares[shares.length - 1]!;
    const person = Math.floor(random() * world.people.length);
    return {
      label: route.label,
      ...route.build(person),
      token: world.people[person]!.token,
      sourceAddress: sourceAddressOf(person),
    };
  });
}

export const MIX_LABELS = [
  'calendar month',
  'week occurrences',
  'notifications',
  'find-us-time',
  'friends',
  'pending invitations',
  'me',
  'RSVP',
  'event create',
] as const;
