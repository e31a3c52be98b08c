// The calendar month of quality.md's budget (p50 ≤ 15 ms, p99 ≤ 60 ms): 500 events in one month.
const EVENTS = 500;
const MONTH_START = Date.parse('2027-03-01T00:00:00Z');
const MONTH_MS = 31 * 24 * 3600_000;

/**
 * Seeds 500 events (10% of them weekly series) through the API; returns the URL that reads the
 * month (some 580 instances).
 */
export async function seedCalendarMonth(address: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < EVENTS; i += 1) {
    // Spread over the month at quarter-hour starts; every tenth one repeats weekly.
    const start = MONTH_START + Math.floor(((i / EVENTS) * MONTH_MS) / 900_000) * 900_000;
    const isSeries = i % 10 === 0;
    const response = await fetch(`${address}/api/calendar/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Bench event ${i}`,
        category_id: 1,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 3_600_000).toISOString(),
        timezone: 'America/New_York',
        is_recurring: isSeries,
        recurring_pattern: isSeries ? { recurrence_type: 'weekly', interval: 1, end_occurrences: 4 } : null,
      }),
    });
    if (response.status !== 201) throw new Error(`seeding event ${i} answered ${response.status}`);
  }
  const range = `start_date=${new Date(MONTH_START).toISOString()}&end_date=${new Date(MONTH_START + MONTH_MS).toISOString()}`;
  return `${address}/api/calendar/events?${range}`;
}
