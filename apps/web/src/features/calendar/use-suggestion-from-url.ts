// The bell's suggested-hangout link (/calendar?suggestion={id}) opens that suggestion, then the
// parameter leaves the address (replacing the history entry), so a reload or Back does not reopen it.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SUGGESTION_PARAM } from '../../lib/paths';

export function useSuggestionFromUrl(onOpen: (eventId: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get(SUGGESTION_PARAM);

  useEffect(() => {
    if (!eventId) return;
    onOpen(eventId);
    const rest = new URLSearchParams(searchParams);
    rest.delete(SUGGESTION_PARAM);
    setSearchParams(rest, { replace: true });
  }, [eventId, onOpen, searchParams, setSearchParams]);
}
