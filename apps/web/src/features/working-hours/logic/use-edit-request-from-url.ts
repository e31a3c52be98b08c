import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { useWorkingHoursEntryQuery } from '../api/get-working-hours-entry';
import { hasEditParams, removeEditParams } from '../../../lib/paths';
import { readEditedEntryId } from './edit-request';

type Handlers = {
  onOpen: (entry: WorkingHoursEntry) => void;
  onFailed: (error: unknown) => void;
};

/**
 * Opens the entry a link names (?edit={id}) once GET /api/working-hours/{id} answers, then takes
 * the parameters out of the address (replacing the history entry), so a reload does not reopen it.
 */
export function useEditRequestFromUrl({ onOpen, onFailed }: Handlers) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const entryId = readEditedEntryId(searchParams);
  const entry = useWorkingHoursEntryQuery(entryId);
  // Each navigation has its own key: the same link followed twice opens the editor twice.
  const [handledKey, setHandledKey] = useState<string | null>(null);

  if (entryId && handledKey !== location.key && !entry.isFetching && (entry.isSuccess || entry.isError)) {
    setHandledKey(location.key);
    if (entry.isSuccess) onOpen(entry.data);
    else onFailed(entry.error);
  }

  const isDone = !entryId || handledKey === location.key;
  useEffect(() => {
    if (isDone && hasEditParams(searchParams)) setSearchParams(removeEditParams(searchParams), { replace: true });
  }, [isDone, searchParams, setSearchParams]);
}
