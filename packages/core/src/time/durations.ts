// How a duration reads wherever people see one (a trip, a travel limit): hours and minutes, never a
// count of minutes past the hour ("1 h 35 min", not "95 minutes"). One rule for the server's
// sentences (find-locations' alternative_reason) and the web's lists.

/** "12 min", "1 h", "1 h 5 min", "40 h 30 min"; a fraction is rounded up (a trip is never shorter than said). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.ceil(minutes - 1e-9));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
