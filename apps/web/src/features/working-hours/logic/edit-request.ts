// /working-hours?edit={id}[&update_all=true|&update_instance=true[&instance_date=YYYY-MM-DD]] (spec
// §2): the link the calendar's update prompt follows. The parameters are cleared once read (lib/paths).

export type EntryEditRequest = {
  entryId: string;
  /** The whole entry, or one date of a weekly entry ("Update This Instance"). */
  scope: 'series' | 'instance';
  instanceDate: string | null;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function readEditedEntryId(params: URLSearchParams): string | null {
  return params.get('edit')?.trim() || null;
}

export function readEntryEditRequest(params: URLSearchParams): EntryEditRequest | null {
  const entryId = readEditedEntryId(params);
  if (!entryId) return null;
  const isInstance = params.get('update_instance') === 'true';
  const instanceDate = params.get('instance_date');
  return {
    entryId,
    scope: isInstance ? 'instance' : 'series',
    instanceDate: isInstance && instanceDate && isoDate.test(instanceDate) ? instanceDate : null,
  };
}
