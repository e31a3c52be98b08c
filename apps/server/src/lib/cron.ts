// A five-field cron expression (minute hour day-of-month month day-of-week), checked when the
// settings are read, so a typo in a schedule stops the server at start instead of silently never
// running the job. The job queue (pg-boss) runs it in UTC.

const FIELDS = [
  { name: 'minute', min: 0, max: 59, names: [] },
  { name: 'hour', min: 0, max: 23, names: [] },
  { name: 'day of month', min: 1, max: 31, names: [] },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  },
  // 0 and 7 are both Sunday.
  { name: 'day of week', min: 0, max: 7, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
] as const;

type Field = (typeof FIELDS)[number];

function valueOf(text: string, field: Field): number | null {
  const named = (field.names as readonly string[]).indexOf(text.toLowerCase());
  if (named >= 0) return named + (field.name === 'month' ? 1 : 0);
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= field.min && value <= field.max ? value : null;
}

/** One comma-separated item: `*`, `n`, `n-m`, each optionally `/step`. */
function isValidItem(item: string, field: Field): boolean {
  const [range = '', step, ...rest] = item.split('/');
  if (rest.length > 0) return false;
  if (step !== undefined && !(/^\d{1,2}$/.test(step) && Number(step) >= 1)) return false;
  if (range === '*') return true;
  const [from = '', to, ...more] = range.split('-');
  if (more.length > 0) return false;
  const start = valueOf(from, field);
  if (start === null) return false;
  if (to === undefined) return true;
  const end = valueOf(to, field);
  return end !== null && start <= end;
}

/** Null when the expression is valid, else what is wrong with it. */
export function describeCronProblem(expression: string): string | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length)
    return 'must be a cron expression of five fields: minute hour day-of-month month day-of-week (e.g. 0 15 * * 1)';
  const wrong = FIELDS.find((field, index) => {
    const part = parts[index]!;
    return part.split(',').some((item) => !isValidItem(item, field));
  });
  return wrong ? `the ${wrong.name} field "${parts[FIELDS.indexOf(wrong)]}" is not valid cron` : null;
}
