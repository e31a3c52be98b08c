// The load generator, in a worker thread: requests are sent and timed on an event loop (and a core)
// of their own, so the server under test never shares its loop with its own client.
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, headers, body, count, perSecond } = workerData;

const durations = [];
const pending = [];
const start = performance.now();
for (let i = 0; i < count; i += 1) {
  const due = start + (i * 1000) / perSecond;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(
    (async () => {
      const begun = performance.now();
      const response = await fetch(url, { method, headers, body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`request ${i} answered ${response.status}`);
      durations.push(performance.now() - begun);
    })(),
  );
}
await Promise.all(pending);
parentPort.postMessage(durations);
