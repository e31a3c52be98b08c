// A sideways swipe over the phone's three days moves them, as the arrows do (Google Calendar's
// phone app moves so). A short or mostly vertical stroke is a tap or the grid's own scroll.

export type TouchPoint = { x: number; y: number };

/** How far a finger travels sideways before a stroke counts as a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 60;

/** 'next' for a swipe to the left (later days come in from the right), 'prev' to the right, else null. */
export function readSwipe(from: TouchPoint, to: TouchPoint): 'prev' | 'next' | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
