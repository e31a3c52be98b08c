// A push message as the server sends it (modules/push): the bell row's title and message and where
// to open, nothing more. Anything else that arrives is shown as a plain "Hangtime" notice.

export type PushMessage = { title: string; body: string; url: string };

const FALLBACK: PushMessage = { title: 'Hangtime', body: 'You have a new notification.', url: '/calendar' };

function isSameOriginPath(value: unknown): value is string {
  // A path of this app only ("/…" but not "//host"): a message can never send the person elsewhere.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

export function readPushMessage(text: string | null | undefined): PushMessage {
  if (!text) return FALLBACK;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    return {
      title: typeof data.title === 'string' && data.title ? data.title.slice(0, 200) : FALLBACK.title,
      body: typeof data.body === 'string' ? data.body.slice(0, 500) : '',
      url: isSameOriginPath(data.url) ? data.url : FALLBACK.url,
    };
  } catch {
    return FALLBACK;
  }
}
