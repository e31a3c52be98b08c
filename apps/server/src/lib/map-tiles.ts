// The raster map tiles the web app shows (MAP_TILE_URL): the template's rules, and the one image
// source the Content-Security-Policy opens for it, so the browser loads tiles from that host alone.
import { z } from 'zod';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_MAP_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

const TILE_URL_RULE =
  'must be an http(s) URL template with {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png); ' +
  'a {s} subdomain may only be the first label of the host';

/** A leading `{s}.` is Leaflet's subdomain switch (a.tile…, b.tile…): one CSP wildcard covers it. */
const SUBDOMAIN_LABEL = '{s}.';

/**
 * The template's scheme, host and port as a CSP source, or null when it is not a tile template.
 * Placeholders stay out of the host (but for a leading {s}), so the CSP can name the host exactly.
 */
export function tileImageSource(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((placeholder) => template.includes(placeholder))) return null;
  const match = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(template);
  if (!match) return null;
  const [, scheme = '', authority = '', rest = ''] = match;
  const hasSubdomains = authority.startsWith(SUBDOMAIN_LABEL);
  const fixedAuthority = hasSubdomains ? authority.slice(SUBDOMAIN_LABEL.length) : authority;
  if (/[{}@]/.test(fixedAuthority) || fixedAuthority === '') return null;
  let parsed: URL;
  try {
    // Any value stands in for the placeholders: only the URL's shape is checked here.
    parsed = new URL(`${scheme}://${hasSubdomains ? 'a.' : ''}${fixedAuthority}${rest.replace(/\{[a-z]+\}/g, '0')}`);
  } catch {
    return null;
  }
  const host = hasSubdomains ? `*.${parsed.host.slice(2)}` : parsed.host;
  return `${parsed.protocol}//${host}`;
}

/** An unset or empty variable takes the default, like the other optional settings. */
const withDefault = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);

export const mapTileUrlSetting = withDefault(DEFAULT_MAP_TILE_URL).refine(
  (template) => tileImageSource(template) !== null,
  TILE_URL_RULE,
);

export const mapAttributionSetting = withDefault(DEFAULT_MAP_ATTRIBUTION).pipe(
  z.string().max(200, 'must be at most 200 characters'),
);

export const mapAttributionUrlSetting = withDefault(DEFAULT_MAP_ATTRIBUTION_URL).pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
);
