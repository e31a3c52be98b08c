import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { getTodayIsoDate } from '../../../lib/datetime';
import { hasEditParams, removeEditParams } from '../../../lib/paths';
import { readWindowEditRequest } from './edit-request';
import { chooseEditor, type WindowEditor } from './window-editor';

type Handlers = {
  onOpen: (editor: WindowEditor) => void;
  /** The link names a window the person does not have (deleted, or someone else's). */
  onMissing: () => void;
};

/**
 * Opens the editor a link asks for (?edit={id}, with update_all or update_instance) once the
 * windows have arrived, then takes the parameters out of the address (replacing the history
 * entry), so a reload or Back does not open it again (spec §2).
 */
export function useEditRequestFromUrl(windows: AvailabilityWindow[] | undefined, { onOpen, onMissing }: Handlers) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // Each navigation has its own key: the same link followed twice opens the editor twice.
  const [handledKey, setHandledKey] = useState<string | null>(null);
  const request = readWindowEditRequest(searchParams);

  if (request && windows && handledKey !== location.key) {
    setHandledKey(location.key);
    const requested = windows.find((item) => item.id === request.windowId);
    if (requested) onOpen(chooseEditor(requested, request, getTodayIsoDate()));
    else onMissing();
  }

  const isDone = !request || handledKey === location.key;
  useEffect(() => {
    if (isDone && hasEditParams(searchParams)) setSearchParams(removeEditParams(searchParams), { replace: true });
  }, [isDone, searchParams, setSearchParams]);
}
