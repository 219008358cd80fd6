/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No import cycle anywhere in the site's code, type-only imports included: content/routes.ts is a leaf,
 * content never imports components, and a cycle between two modules fails here with its path.
 */
const root = resolve(__dirname, '../..');
const folders = ['app', 'components', 'content', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
const graph = new Map<string, string[]>(
  files.map((file) => [
    file,
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((entry) => resolveImport(file, entry.fileName))
      .filter((target): target is string => target !== undefined),
  ]),
);

/** Every cycle, as the list of its files (Tarjan's strongly connected components of more than one file). */
function cycles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indices.get(next)!));
    }
    if (low.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(relative(root, member));
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('read the source of every module', () => {
    expect(files.length).toBeGreaterThan(50);
    expect([...graph.values()].some((targets) => targets.length > 0)).toBe(true);
  });

  it('form no cycle, type-only imports included', () => {
    expect(cycles()).toEqual([]);
  });

  it('keep the route registry a leaf and content free of components', () => {
    expect(graph.get(join(root, 'content/routes.ts'))).toEqual([]);
    for (const [file, targets] of graph) {
      if (!file.startsWith(join(root, 'content'))) continue;
      expect([relative(root, file), targets.filter((target) => target.startsWith(join(root, 'components')))]).toEqual([
        relative(root, file),
        [],
      ]);
    }
  });
});
