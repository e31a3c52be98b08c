// Opening hours give the same answers whatever the process's zone. Unit tests run in
// Asia/Kathmandu, which has no DST, and a process cannot change its zone once started: so the
// same table is also evaluated by child processes in zones with a DST gap (New York, London),
// on the nights a venue's wall-clock hour does not exist on the process's clock.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isOpenThroughout } from './opening-hours';
import type { OsmElement } from './types';

const berlin = { lat: 52.52, lon: 13.405 };
const manhattan = { lat: 40.7527, lon: -73.9772 };

type Case = {
  what: string;
  where: { lat: number; lon: number };
  hours: string;
  start: string;
  end: string;
  open: boolean;
};

const cases: Case[] = [
  // 02:00-03:00 on 8 March 2026 does not exist in New York; in Berlin it is an ordinary night (CET).
  {
    what: 'Berlin, in New York’s gap',
    where: berlin,
    hours: 'Su 02:00-03:00',
    start: '2026-03-08T01:15:00Z',
    end: '2026-03-08T01:45:00Z',
    open: true,
  },
  {
    what: 'Berlin, after closing, in New York’s gap',
    where: berlin,
    hours: 'Su 01:00-02:30',
    start: '2026-03-08T01:15:00Z',
    end: '2026-03-08T01:45:00Z',
    open: false,
  },
  // 01:00-02:00 on 29 March 2026 does not exist in London; New York is on EDT (UTC−4) by then.
  {
    what: 'New York, in London’s gap',
    where: manhattan,
    hours: 'Su 01:00-02:00',
    start: '2026-03-29T05:15:00Z',
    end: '2026-03-29T05:45:00Z',
    open: true,
  },
  {
    what: 'New York, opening in London’s gap',
    where: manhattan,
    hours: 'Su 01:30-03:00',
    start: '2026-03-29T05:15:00Z',
    end: '2026-03-29T05:45:00Z',
    open: false,
  },
];

let nextId = 1;
const venueOf = (item: Case): OsmElement => ({
  type: 'node',
  id: nextId++,
  ...item.where,
  tags: { name: 'Venue', opening_hours: item.hours },
});

const modulePath = fileURLToPath(new URL('./opening-hours.ts', import.meta.url));
// Run by Node with tsx's loader, as the server runs: prints the process's zone and every answer.
const childScript = `
const { isOpenThroughout } = await import(${JSON.stringify(modulePath)});
const cases = JSON.parse(process.argv[1]);
const answers = cases.map((item, id) => isOpenThroughout({ type: 'node', id, ...item.where, tags: { name: 'Venue', opening_hours: item.hours } }, new Date(item.start), new Date(item.end)));
console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, answers }));
`;

async function answersInZone(zone: string): Promise<{ zone: string; answers: boolean[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', childScript, JSON.stringify(cases)],
    {
      env: { ...process.env, TZ: zone },
    },
  );
  return JSON.parse(stdout) as { zone: string; answers: boolean[] };
}

describe('isOpenThroughout whatever the process’s zone', () => {
  it('answers the table in this process (Asia/Kathmandu)', () => {
    expect(
      cases.map((item) => [item.what, isOpenThroughout(venueOf(item), new Date(item.start), new Date(item.end))]),
    ).toEqual(cases.map((item) => [item.what, item.open]));
  });

  it.each(['America/New_York', 'Europe/London'])('answers the same table in a process running in %s', async (zone) => {
    const child = await answersInZone(zone);
    expect(child.zone).toBe(zone);
    expect(cases.map((item, index) => [item.what, child.answers[index]])).toEqual(
      cases.map((item) => [item.what, item.open]),
    );
  });
});
