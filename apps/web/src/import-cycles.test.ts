// Lint's import-x/no-cycle (eslint/web.js) refuses cycles of value imports but passes over
// `import type`, and a cycle of types ties two files' designs together as much. This test follows
// every relative import of the app's sources, type imports included.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

// Static imports and re-exports (`import … from`, `export … from`, `import './x'`); a dynamic
// import() loads on demand and breaks no module's evaluation order, so it does not count.
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = join(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

type Graph = Map<string, string[]>;

function readImportGraph(root: string): Graph {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, file));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(STATIC_IMPORT)]
        .map((match) => resolveImport(file, match[1]!))
        .filter((target) => target !== null);
      return [file, targets];
    }),
  );
}

/** Every cycle found by a depth-first walk, each as the files around it (one per back edge). */
function findCycles(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push(path.slice(path.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle of any length, and none in a chain', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads type imports and re-exports as edges', () => {
    const graph = readImportGraph(SRC);
    const edgesOf = (file: string) => (graph.get(join(SRC, file)) ?? []).map((target) => relative(SRC, target));
    expect(edgesOf('features/events/logic/repeat-days.ts')).toContain('features/events/logic/event-form-types.ts');
    expect(edgesOf('features/scheduling/first-screen.ts')).toContain(
      'features/scheduling/components/hangtime-actions.tsx',
    );
  });

  it('the web app has none, type imports included', () => {
    const cycles = findCycles(readImportGraph(SRC)).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
