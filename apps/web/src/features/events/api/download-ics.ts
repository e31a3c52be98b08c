// The iCal file comes as text/calendar, not JSON: fetched as a file through the shared client.
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';

export type IcsFile = DownloadedFile;

export function fetchEventIcs(eventId: string): Promise<IcsFile> {
  return apiDownload(`/api/calendar/events/${encodeURIComponent(eventId)}/ics`, 'text/calendar', 'event.ics');
}

/** Hands the file to the browser as a download through a short-lived Blob URL. */
export function saveFile({ filename, blob }: IcsFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
