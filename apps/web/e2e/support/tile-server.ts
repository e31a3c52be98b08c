// The map's tile server in end-to-end runs (there is no internet): MAP_TILE_URL points here, so the
// map draws, the console stays clean, and the CSP's img-src is exercised with a real outside host.
import { createServer } from 'node:http';
import { TILE_PORT } from './ports';
import { tilePng } from './tile-png';

const tile = tilePng();
let served = 0;

createServer((request, response) => {
  const path = new URL(request.url ?? '/', `http://127.0.0.1:${TILE_PORT}`).pathname;
  if (path === '/health') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, served }));
    return;
  }
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
    served += 1;
    response.setHeader('content-type', 'image/png');
    response.end(tile);
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(TILE_PORT, '127.0.0.1');
