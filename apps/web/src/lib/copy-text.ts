/**
 * Puts text on the clipboard. The Clipboard API exists only on secure pages (https or
 * localhost) and may be refused by the browser; either way the promise rejects.
 */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
