// The frame every message shares, and escaping for the user text that goes into its HTML body.
export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Paragraphs are HTML already: the caller escapes any user text in them. */
export function layout(paragraphs: string[]): string {
  const body = paragraphs.map((line) => `<p style="margin:0 0 16px">${line}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">${body}<p style="color:#868e96;font-size:12px">Hangtime · Plan less. Hang out more.</p></body></html>`;
}

/** A link paragraph; the URL is escaped like any text (it is built from a setting and a code). */
export function linkButton(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:#228be6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** A name in a subject line: one line, whatever the person typed (a header never spans lines). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
