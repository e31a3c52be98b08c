// Leaflet writes attributions with innerHTML: the setting is plain text, so it is escaped here
// and the only markup is the link this code builds.
import type { MapSettings } from '@hangtime/core/places/map-settings';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

export function attributionHtml({
  attribution,
  attribution_url,
}: Pick<MapSettings, 'attribution' | 'attribution_url'>): string {
  return `<a href="${escapeHtml(attribution_url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(attribution)}</a>`;
}
