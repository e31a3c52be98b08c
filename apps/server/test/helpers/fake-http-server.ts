// A real local HTTP server (node:http on port 0) standing in for an external service in tests:
// it records every request and answers what the test tells it to, including never answering.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  userAgent: string | undefined;
  body: string;
};

/** `hang` never answers (the client's timeout must end the wait); the others answer at once. */
export type FakeReply = { status?: number; json: unknown } | { status?: number; text: string } | 'hang';

export type FakeHttpServer = {
  /** http://127.0.0.1:{port} */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export async function startFakeHttpServer(answer: (request: RecordedRequest) => FakeReply): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    void readBody(incoming).then((body) => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        contentType: incoming.headers['content-type'],
        userAgent: incoming.headers['user-agent'],
        body,
      };
      requests.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      const isJson = 'json' in reply;
      response.writeHead(reply.status ?? 200, { 'content-type': isJson ? 'application/json' : 'text/html' });
      response.end(isJson ? JSON.stringify(reply.json) : reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests keep their sockets open: end them, or close() would wait for ever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
