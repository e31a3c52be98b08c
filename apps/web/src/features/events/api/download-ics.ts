// The iCal file comes as text/calendar, not JSON, so it is fetched here rather than via apiRequest.
import { ApiError, NetworkError } from '../../../lib/api-client';
import { env } from '../../../lib/env';
import { readToken } from '../../../lib/token-storage';

export type IcsFile = { filename: string; blob: Blob };

function readFilename(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

export async function fetchEventIcs(eventId: string): Promise<IcsFile> {
  const headers: Record<string, string> = { Accept: 'text/calendar' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/api/calendar/events/${encodeURIComponent(eventId)}/ics`, { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body && typeof body.error === 'string' ? { error: body.error } : null, undefined);
  }
  return { filename: readFilename(response, 'event.ics'), blob: await response.blob() };
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
