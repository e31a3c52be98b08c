// The mix's load generator, in a worker thread (a loop and a core of its own): the requests go out
// open-loop at a fixed rate, each timed from its own start, each person's from their own address
// over their own kept-alive connection. Answers are decoded as a browser would.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const { origin, requests, perSecond } = workerData;
const agents = new Map();
const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

function agentFor(sourceAddress) {
  let agent = agents.get(sourceAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress: sourceAddress });
    agents.set(sourceAddress, agent);
  }
  return agent;
}

function send(request) {
  return new Promise((resolve) => {
    const headers = { 'accept-encoding': 'gzip, br', authorization: `Bearer ${request.token}` };
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(request.body);
    }
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, headers, agent: agentFor(request.sourceAddress) },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('error', () => resolve({ status: 0 }));
        response.once('end', () => {
          const decode = decoders[response.headers['content-encoding'] ?? ''];
          if (decode) decode(Buffer.concat(chunks));
          resolve({ status: response.statusCode });
        });
      },
    );
    outgoing.once('error', () => resolve({ status: 0 }));
    outgoing.end(request.body);
  });
}

/** label → { durations (ms) of answers below 500, statuses (status → count) } */
const results = {};
const pending = [];
const start = performance.now();
for (const [index, request] of requests.entries()) {
  const due = start + (index * 1000) / perSecond;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(
    (async () => {
      const begun = performance.now();
      const { status } = await send(request);
      const result = (results[request.label] ??= { durations: [], statuses: {} });
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (status > 0 && status < 500) result.durations.push(performance.now() - begun);
    })(),
  );
}
await Promise.all(pending);
for (const agent of agents.values()) agent.destroy();
parentPort.postMessage(results);
