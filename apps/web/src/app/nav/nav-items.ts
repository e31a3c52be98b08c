import { paths } from '../../lib/paths';

export type NavItem = { label: string; to: string; activeOn: string[] };

// Calendar links to / (spec §2): the landing page sends a signed-in person on to /calendar.
export const signedInItems: NavItem[] = [
  { label: 'Calendar', to: paths.home, activeOn: [paths.calendar, paths.upcomingEvents] },
  { label: 'Availability', to: paths.availabilityWindows, activeOn: [paths.availabilityWindows] },
  { label: 'Friends', to: paths.friends, activeOn: [paths.friends] },
  { label: 'Profile', to: paths.profile, activeOn: [paths.profile] },
];

export const signedOutItems: NavItem[] = [
  { label: 'Login', to: paths.login, activeOn: [paths.login] },
  { label: 'Register', to: paths.register, activeOn: [paths.register] },
];

export function isItemActive(item: NavItem, pathname: string): boolean {
  return item.activeOn.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
