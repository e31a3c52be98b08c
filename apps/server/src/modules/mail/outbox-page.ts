// The /dev/mail page: the outbox as a person reads it. Every mail text is escaped; mail HTML is
// never shown, so a message can carry no markup or script into this page.

export type OutboxMessage = { id: string; to: string; subject: string; text: string; created_at: string };

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The six-digit code of a verification or reset mail, the one thing people come here to copy. */
export function findCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

function renderMessage(message: OutboxMessage): string {
  const code = findCode(message.text);
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
  ${code ? `<p class="code" aria-label="Code">${code}</p>` : ''}
  <details${code ? '' : ' open'}><summary>Full text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;
}

const styles = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1b1e; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
article { border: 1px solid #dee2e6; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
.meta { color: #495057; margin: 0 0 .5rem; overflow-wrap: anywhere; }
.code { font: 700 2.25rem/1.2 ui-monospace, monospace; letter-spacing: .2em; user-select: all; margin: .25rem 0 .5rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f8f9fa; padding: .75rem; border-radius: 6px; }
`;

/** Newest first, as the repository lists them. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Codes and notices appear here as the app sends them.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Hangtime</title>
<style>${styles}</style>
</head>
<body>
<h1>Outbox</h1>
<p class="meta">Mail written here because no SMTP server is configured; newest first, the last ${messages.length === 1 ? 'message' : `${messages.length} messages`}. The same as JSON: <a href="/dev/mail.json">/dev/mail.json</a>.</p>
${body}
</body>
</html>`;
}
