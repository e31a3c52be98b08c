// Vitest global setup of the int project: migrates one in-memory PGlite once per run and dumps its
// data directory to a file; every test database of the PGlite pass then starts from that dump
// (helpers/app.ts). An empty PGlite runs initdb when it opens, which with the migrations cost about
// four times what loading the dump does, once per test app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory ('' in the PostgreSQL pass). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'hangtime-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
