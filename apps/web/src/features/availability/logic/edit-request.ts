// What the query string asks the screen to open: /availability-windows?edit={id}[&update_all=true|&update_instance=true[&instance_date=YYYY-MM-DD]].

export type WindowEditRequest = {
  windowId: string;
  /** The whole window, or one date of its series (spec §2 "Recurring item update prompt"). */
  scope: 'series' | 'instance';
  instanceDate: string | null;
};

const EDIT_PARAMS = ['edit', 'update_all', 'update_instance', 'instance_date'] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function readWindowEditRequest(params: URLSearchParams): WindowEditRequest | null {
  const windowId = params.get('edit')?.trim();
  if (!windowId) return null;
  const isInstance = params.get('update_instance') === 'true';
  const instanceDate = params.get('instance_date');
  return {
    windowId,
    scope: isInstance ? 'instance' : 'series',
    instanceDate: isInstance && instanceDate && isoDate.test(instanceDate) ? instanceDate : null,
  };
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
