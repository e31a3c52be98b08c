// Google in end-to-end runs (there is no internet): the same fake the server's integration tests
// use, an OAuth2 server and a Calendar API, on fixed ports the app's settings point at. One
// calendar of the person's own with a busy evening tomorrow, and a holidays calendar not theirs.
import { startFakeGoogle } from '../../../server/test/helpers/fake-google';
import { GOOGLE_API_PORT, GOOGLE_OAUTH_PORT } from './ports';

const google = await startFakeGoogle({ oauth: GOOGLE_OAUTH_PORT, api: GOOGLE_API_PORT });
google.addCalendar({
  id: 'me@gmail.com',
  summary: 'Work calendar',
  timeZone: 'America/New_York',
  primary: true,
  accessRole: 'owner',
});
google.addCalendar({
  id: 'en.usa#holiday',
  summary: 'Holidays in United States',
  timeZone: 'UTC',
  accessRole: 'reader',
});
const tomorrow = new Date(Date.now() + 24 * 3_600_000);
tomorrow.setUTCHours(23, 0, 0, 0);
google.putEvent('me@gmail.com', {
  id: 'dinner',
  summary: 'Secret dinner with the board',
  start: { dateTime: tomorrow.toISOString() },
  end: { dateTime: new Date(tomorrow.getTime() + 2 * 3_600_000).toISOString() },
});
google.putWeekly('me@gmail.com', 'therapy', new Date(tomorrow.getTime() + 26 * 3_600_000), 50, 4);
