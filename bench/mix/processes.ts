// CPU time and memory of processes on this machine, from /proc (Linux): the bench reads what the
// instances and PostgreSQL spent, not what its own process did.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU counters: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU of a process so far, in milliseconds. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a process, in megabytes. */
export function residentMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/**
 * The PostgreSQL server processes now running: with `database`, only the backends connected to it
 * (a backend's title names its database: `postgres: 15/main: user database host(port) state`), so
 * the work of others on a shared server is not counted; without, every one (the postmaster's and
 * the background writers' too).
 */
function postgresPids(database?: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
        return !database || readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false;
      }
    });
}

/**
 * PostgreSQL's CPU (of `database`'s backends, or of the whole server) over a stretch of work: backends come and go, so each process's counter is read
 * before and after, and one that ended in between is counted up to its last reading.
 */
export function postgresCpuMeter(database?: string) {
  const before = new Map(postgresPids(database).map((pid) => [pid, safeCpu(pid)]));
  return () => {
    let total = 0;
    for (const pid of postgresPids(database)) total += safeCpu(pid) - (before.get(pid) ?? 0);
    return total;
  };
}

function safeCpu(pid: number): number {
  try {
    return cpuMsOf(pid);
  } catch {
    return 0;
  }
}
