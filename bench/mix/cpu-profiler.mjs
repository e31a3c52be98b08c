// Preloaded into each instance by run.ts when LOAD_PROFILE_DIR is set (Node 20 takes no --cpu-prof in
// NODE_OPTIONS): V8's sampling profiler from the start, written as <dir>/instance.<pid>.cpuprofile
// when the process exits, in the format Chrome's DevTools and profile-report.ts read.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import process from 'node:process';

const directory = process.env.LOAD_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // An in-process session answers synchronously, so the profile is written before the exit.
  process.once('exit', () => {
    session.post('Profiler.stop', (error, answer) => {
      if (!error) writeFileSync(join(directory, `instance.${process.pid}.cpuprofile`), JSON.stringify(answer.profile));
    });
  });
}
