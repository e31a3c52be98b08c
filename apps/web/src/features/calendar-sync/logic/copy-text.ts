/**
 * Puts text on the clipboard. The Clipboard API exists only on secure pages (https or
 * localhost) and may be refused by the browser; either way the promise rejects.
 */
// The same few lines as friends/logic/copy-text.ts: a feature may not import another's files, and
// lib/ is not this feature's to change (a candidate to move down to lib/).
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
