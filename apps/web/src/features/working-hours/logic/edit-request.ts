// /working-hours?edit={id} (spec §2): the link the calendar's update prompt follows. update_all and
// update_instance may come with it; working hours change as a whole, so those only need clearing (lib/paths).

export function readEditedEntryId(params: URLSearchParams): string | null {
  return params.get('edit')?.trim() || null;
}
