// /working-hours?edit={id} (spec §2): the link the calendar's update prompt follows. update_all and
// update_instance may come with it; working hours change as a whole, so they only need clearing.

const EDIT_PARAMS = ['edit', 'update_all', 'update_instance', 'instance_date'] as const;

export function readEditedEntryId(params: URLSearchParams): string | null {
  return params.get('edit')?.trim() || null;
}

/** The query string without the edit parameters; anything else in it stays. */
export function removeEditParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of EDIT_PARAMS) next.delete(name);
  return next;
}

export function hasEditParams(params: URLSearchParams): boolean {
  return EDIT_PARAMS.some((name) => params.has(name));
}
