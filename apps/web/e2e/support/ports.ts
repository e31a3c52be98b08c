// E2E_PORT_OFFSET lets two end-to-end runs share a machine (each on its own ports); CI uses 0.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const APP_PORT = 3100 + offset;
export const MAIL_SMTP_PORT = 2525 + offset;
export const MAIL_HTTP_PORT = 2526 + offset;
/** The fake map tile server (support/tile-server.ts); far from the others so offsets never collide. */
export const TILE_PORT = 4100 + offset;
export const MAP_TILE_URL = `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`;
/** The fake Google (support/google-server.ts): its authorization server and its Calendar API. */
export const GOOGLE_OAUTH_PORT = 4200 + offset;
export const GOOGLE_API_PORT = 4300 + offset;
