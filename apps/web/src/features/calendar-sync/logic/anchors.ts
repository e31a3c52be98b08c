/** The id of the profile's calendar connections, so /profile#calendar-connections leads to them. */
export const CALENDAR_CONNECTIONS_ID = 'calendar-connections';
