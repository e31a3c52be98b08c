// The parser's thread: files are read off the main thread, and one that never finishes is stopped.
import { afterAll, describe, expect, it } from 'vitest';
import { FeedError, feedMessages } from './messages';
import { createParserThread } from './parser-thread';

const NOW = new Date('2027-03-01T00:00:00Z');
const calendarWith = (...lines: string[]) =>
  Buffer.from(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:a@test', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'));

// Starting a thread loads the parser's sources (a second or more on a busy machine): a limit, not a budget.
const thread = createParserThread({ timeoutMs: 15_000, idleMs: 60_000 });
afterAll(() => thread.close());

describe('createParserThread', () => {
  it('reads a file on its thread and answers its spans', async () => {
    const parsed = await thread.parse(calendarWith('DTSTART:20270302T100000Z', 'DURATION:PT1H'), NOW, 'UTC');
    expect(parsed).toEqual({
      spans: [{ start: new Date('2027-03-02T10:00:00Z'), end: new Date('2027-03-02T11:00:00Z') }],
      isTruncated: false,
    });
  }, 30_000);

  it('answers a file that is no calendar with the reason', async () => {
    await expect(thread.parse(Buffer.from('<html></html>'), NOW, 'UTC')).rejects.toEqual(
      new FeedError(feedMessages.notCalendar),
    );
  }, 30_000);

  it('stops a rule that never matches (ical.js loops for ever on it), and reads the next file on a new thread', async () => {
    const impatient = createParserThread({ timeoutMs: 4_000, idleMs: 60_000 });
    try {
      // Warm: the first file starts the thread, so the timeout below measures the parse alone.
      await impatient.parse(calendarWith('DTSTART:20270302T100000Z', 'DURATION:PT1H'), NOW, 'UTC');
      const endless = calendarWith(
        'DTSTART:20270301T100000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      );
      await expect(impatient.parse(endless, NOW, 'UTC')).rejects.toEqual(new FeedError(feedMessages.tooComplex));
      const next = await impatient.parse(calendarWith('DTSTART:20270303T100000Z', 'DURATION:PT1H'), NOW, 'UTC');
      expect(next.spans).toHaveLength(1);
    } finally {
      impatient.close();
    }
  }, 60_000);
});
