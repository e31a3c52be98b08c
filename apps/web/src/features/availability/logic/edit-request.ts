// What the query string asks the screen to open: /availability-windows?edit={id}[&update_all=true|&update_instance=true[&instance_date=YYYY-MM-DD]].

export type WindowEditRequest = {
  windowId: string;
  /** The whole window, or one date of its series (spec §2 "Recurring item update prompt"). */
  scope: 'series' | 'instance';
  instanceDate: string | null;
};

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
