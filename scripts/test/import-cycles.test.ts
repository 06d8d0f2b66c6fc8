/**
 * No import circles (brief, "Patterns"): every relative `import`/`export … from`/`import()` between
 * the TypeScript sources of the workspaces, type-only imports included, forms no cycle. A cycle is
 * reported as the chain of files that closes it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const PACKAGES = ['shared', 'shell', 'mfe-search', 'mfe-account', 'mfe-ledger', 'mfe-network', 'mfe-learn', 'api', 'replay'];
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && SOURCE.test(c));
}

/** Import graph: file → files it imports (relative specifiers only). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)]
        .map((m) => resolve(file, m[1] ?? m[2]))
        .filter((t): t is string => t !== undefined);
      graph.set(file, targets);
    }
  }
  return graph;
}

/** Every strongly connected component with more than one file, or a file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

describe('import graph', () => {
  const graph = importGraph();

  it('reads the sources of every workspace', () => {
    const packages = new Set([...graph.keys()].map((f) => path.relative(root, f).split(path.sep)[0]));
    expect([...packages].sort()).toEqual([...PACKAGES].sort());
  });

  it('has no import circles (type-only imports included)', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('detects a circle when there is one', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
