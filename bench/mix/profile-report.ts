// Ranks where an instance's CPU went under the mix, route by route: `LOAD_PROFILE_DIR=dir
// LOAD_SECONDS=0 SOAK_SECONDS=0 npm run bench:load`, then `npx tsx bench/mix/profile-report.ts dir`.
// For each route's stretch of the one-at-a-time measurement (phases-<pid>.json, written by run.ts),
// the CPU time by package (self; with Node's and native time charged to the package that called it;
// inclusive: a sample counts for every package on its stack) and the functions with the most self time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
type Phase = { label: string; startUs: number; endUs: number };

const directory = process.argv[2];
const TOP = Number(process.argv[3] ?? 15);
if (!directory) throw new Error('usage: tsx bench/mix/profile-report.ts <LOAD_PROFILE_DIR> [top]');

/** The package (or part of the server) a frame belongs to. */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const source = /\/(apps\/server\/src\/(?:modules\/[^/]+|[^/]+)|packages\/core\/src)/.exec(url);
  return source ? source[1]! : url;
}

function report(profile: Profile, phases: Phase[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  // Each sample counts for the profiler's interval: on a loaded machine its thread waits its turn
  // too, and weighing samples by the gaps between them charges the wait to whatever ran last.
  const interval = [...profile.timeDeltas].sort((a, b) => a - b)[profile.timeDeltas.length >> 1]! / 1000;
  for (const phase of phases) {
    const self = new Map<string, number>();
    const charged = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const functions = new Map<string, number>();
    let total = 0;
    for (let index = 0; index < profile.samples.length; index += 1) {
      const at = times[index]!;
      if (at < phase.startUs || at > phase.endUs) continue;
      const weight = interval;
      const leaf = byId.get(profile.samples[index]!)!;
      if (leaf.callFrame.functionName === '(idle)') continue;
      total += weight;
      const leafPackage = packageOf(leaf.callFrame);
      self.set(leafPackage, (self.get(leafPackage) ?? 0) + weight);
      const name = `${leaf.callFrame.functionName || '(anonymous)'} ${leaf.callFrame.url.replace(/.*\/(node_modules|apps|packages)\//, '$1/')}:${leaf.callFrame.lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + weight);
      // Node's own and native time charged to the package that called into it (a socket write to
      // the pg package, compression to @fastify/compress).
      let payer = leafPackage;
      for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
        const name = packageOf(byId.get(id)!.callFrame);
        if (name.startsWith('node:') || name === '(native)') continue;
        payer = name;
        break;
      }
      charged.set(payer, (charged.get(payer) ?? 0) + weight);
      const seen = new Set<string>();
      for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
        const name = packageOf(byId.get(id)!.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
      }
    }
    const seconds = (phase.endUs - phase.startUs) / 1e6;
    console.log(`\n${phase.label}: ${total.toFixed(0)} ms of CPU in ${seconds.toFixed(1)} s (not idle)`);
    const rank = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    console.log('  by package, self / inclusive (% of the route):');
    for (const [name, ms] of rank(self)) {
      const all = inclusive.get(name) ?? ms;
      console.log(
        `    ${((100 * ms) / total).toFixed(1).padStart(5)} / ${((100 * all) / total).toFixed(1).padStart(5)}  ${name}`,
      );
    }
    console.log("  by package, with Node's and native time charged to its caller (% of the route):");
    for (const [name, ms] of rank(charged)) console.log(`    ${((100 * ms) / total).toFixed(1).padStart(5)}  ${name}`);
    console.log('  inclusive only (by package):');
    for (const [name, ms] of rank(inclusive))
      console.log(`    ${((100 * ms) / total).toFixed(1).padStart(5)}  ${name}`);
    console.log('  functions, self:');
    for (const [name, ms] of rank(functions))
      console.log(`    ${((100 * ms) / total).toFixed(1).padStart(5)}  ${name}`);
  }
}

for (const file of readdirSync(directory).filter((name) => name.startsWith('phases-'))) {
  const pid = /phases-(\d+)\.json/.exec(file)![1];
  const profileFile = readdirSync(directory).find((name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.`));
  if (!profileFile) continue;
  const profile = JSON.parse(readFileSync(join(directory, profileFile), 'utf8')) as Profile;
  report(profile, JSON.parse(readFileSync(join(directory, file), 'utf8')) as Phase[]);
}
