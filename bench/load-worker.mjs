// The load generator, in a worker thread: requests are sent and timed on an event loop (and a core)
// of their own, so the server under test never shares its loop with its own client.
//
// It asks for compressed answers as a browser does and decodes them in one native call, as a
// browser's network stack does. (Node's fetch decodes through a stream on the thread pool, which
// on a two-core machine costs its own client more than the server spends on the whole answer.)
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const { url, method, headers, body, count, perSecond, answerStatuses, tallyStatuses } = workerData;
const isAnswer = (status) => (answerStatuses ? answerStatuses.includes(status) : status >= 200 && status <= 299);
const agent = new http.Agent({ keepAlive: true });
const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

function send() {
  return new Promise((resolve, reject) => {
    const requestHeaders = { 'accept-encoding': 'gzip, deflate, br', ...headers };
    if (body !== undefined) requestHeaders['content-length'] = Buffer.byteLength(body);
    const request = http.request(url, { method, headers: requestHeaders, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = decoders[response.headers['content-encoding'] ?? ''];
        resolve({ status: response.statusCode, body: decode ? decode(raw) : raw });
      });
    });
    request.once('error', reject);
    request.end(body);
  });
}

const durations = [];
/** With tallyStatuses: status → durations of the answers with that status. */
const byStatus = {};
const pending = [];
const start = performance.now();
for (let i = 0; i < count; i += 1) {
  const due = start + (i * 1000) / perSecond;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(
    (async () => {
      const begun = performance.now();
      const response = await send();
      if (tallyStatuses) {
        // bench/shedding.ts: every status is an outcome to count, each with its own durations.
        (byStatus[response.status] ??= []).push(performance.now() - begun);
        return;
      }
      if (response.status === 503 && !isAnswer(503)) {
        // The server's answer when its database did not answer in time (quality.md: within 2 s),
        // on a machine too slow or too busy for the rate: a request never answered, which the
        // table's percentiles show, rather than the end of the bench.
        durations.push(Number.POSITIVE_INFINITY);
        return;
      }
      if (!isAnswer(response.status)) {
        throw new Error(
          `request ${i} to ${url} answered ${response.status}: ${response.body.toString().slice(0, 200)}`,
        );
      }
      durations.push(performance.now() - begun);
    })(),
  );
}
await Promise.all(pending);
agent.destroy();
parentPort.postMessage(tallyStatuses ? byStatus : durations);
