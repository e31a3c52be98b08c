import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { useWorkingHoursEntryQuery } from '../api/get-working-hours-entry';
import { hasEditParams, removeEditParams } from '../../../lib/paths';
import { readEntryEditRequest, type EntryEditRequest } from './edit-request';

type Handlers = {
  onOpen: (entry: WorkingHoursEntry, request: EntryEditRequest) => void;
  onFailed: (error: unknown) => void;
};

/**
 * Opens the entry a link names (?edit={id}, one date of it with update_instance) once GET /api/working-hours/{id} answers, then takes
 * the parameters out of the address (replacing the history entry), so a reload does not reopen it.
 */
export function useEditRequestFromUrl({ onOpen, onFailed }: Handlers) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const request = readEntryEditRequest(searchParams);
  const entry = useWorkingHoursEntryQuery(request?.entryId ?? null);
  // Each navigation has its own key: the same link followed twice opens the editor twice.
  const [handledKey, setHandledKey] = useState<string | null>(null);

  if (request && handledKey !== location.key && !entry.isFetching && (entry.isSuccess || entry.isError)) {
    setHandledKey(location.key);
    if (entry.isSuccess) onOpen(entry.data, request);
    else onFailed(entry.error);
  }

  const isDone = !request || handledKey === location.key;
  useEffect(() => {
    if (isDone && hasEditParams(searchParams)) setSearchParams(removeEditParams(searchParams), { replace: true });
  }, [isDone, searchParams, setSearchParams]);
}
