// What other features may use of the calendar link and feeds.
export { CalendarConnections } from './components/calendar-connections';
