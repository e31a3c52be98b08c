// A real local calendar server (node:http on port 0) for the ICS subscription tests: each path
// answers what the test set for it (a calendar with an ETag, a redirect, a huge file, silence),
// and every request is recorded with the headers the fetcher sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type IcsRoute =
  /** A calendar file; with an etag, a request carrying it gets 304. */
  | { kind: 'calendar'; body: string; etag?: string; lastModified?: string; contentType?: string }
  | { kind: 'redirect'; location: string; status?: number }
  | { kind: 'status'; status: number; body?: string }
  /** `bytes` of calendar-looking text, streamed without a Content-Length (the cap counts while reading). */
  | { kind: 'huge'; bytes: number }
  /** Takes the request and never answers. */
  | { kind: 'hang' };

export type IcsRequest = { path: string; headers: IncomingHttpHeaders };

export type FakeIcsServer = {
  /** http://127.0.0.1:{port} */
  origin: string;
  url(path: string): string;
  set(path: string, route: IcsRoute): void;
  requests: IcsRequest[];
  requestsTo(path: string): IcsRequest[];
  close(): Promise<void>;
};

export async function startFakeIcsServer(): Promise<FakeIcsServer> {
  const routes = new Map<string, IcsRoute>();
  const requests: IcsRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
    requests.push({ path, headers: request.headers });
    const route = routes.get(path) ?? { kind: 'status', status: 404, body: 'Not found' };
    switch (route.kind) {
      case 'calendar': {
        const matches = route.etag !== undefined && request.headers['if-none-match'] === route.etag;
        const headers: Record<string, string> = { 'content-type': route.contentType ?? 'text/calendar; charset=utf-8' };
        if (route.etag) headers.etag = route.etag;
        if (route.lastModified) headers['last-modified'] = route.lastModified;
        if (matches) {
          response.writeHead(304, headers).end();
          return;
        }
        response.writeHead(200, headers).end(route.body);
        return;
      }
      case 'redirect':
        response.writeHead(route.status ?? 302, { location: route.location }).end();
        return;
      case 'status':
        response.writeHead(route.status, { 'content-type': 'text/plain' }).end(route.body ?? '');
        return;
      case 'huge':
        streamHuge(response, route.bytes);
        return;
      case 'hang':
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, route) => routes.set(path, route),
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A calendar that goes on: the header, then event lines in 64 KB writes until `bytes` are sent. */
function streamHuge(response: import('node:http').ServerResponse, bytes: number) {
  response.writeHead(200, { 'content-type': 'text/calendar' });
  const line = 'BEGIN:VEVENT\r\nDTSTART:20270302T100000Z\r\nDURATION:PT1H\r\nEND:VEVENT\r\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(65_536 / line.length)));
  let sent = 0;
  const write = () => {
    if (sent === 0) response.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    while (sent < bytes) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
    response.end('END:VCALENDAR\r\n');
  };
  response.on('error', () => undefined);
  write();
}
