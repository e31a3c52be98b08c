// Step 4 picks at most one venue: a marker toggles it.

/** Clicking the selected venue unselects it; clicking another selects that one instead. */
export function toggleVenue(selectedId: string | null, clickedId: string): string | null {
  return selectedId === clickedId ? null : clickedId;
}

/** Keys that press a focused marker, as they press a button. */
export function isPressKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
