/**
 * The one-way house (docs/architecture.md, Rooms): which folder may not import which, and a checker that
 * reads every import of the files it is given, type-only imports and `export … from` included, resolves the
 * relative and `@/` ones against a root, and names each import that breaks a rule. Pure but for reading the
 * files: tests/unit/import-directions.test.ts runs it on the site and on a fixture tree
 * (tests/fixtures/import-rules/).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportRule {
  /** The folder whose files the rule binds, from the root: `lib`, `components/islands`. */
  readonly from: string;
  /** The folders they may not import. */
  readonly notTo: readonly string[];
  /** The rule as a failure states it. */
  readonly rule: string;
}

/** The forbidden directions. Everything else is allowed, provided no import cycle forms (import-cycles.test.ts). */
export const importRules: readonly ImportRule[] = [
  { from: 'lib', notTo: ['content'], rule: 'lib never imports content (it takes what it needs as parameters)' },
  { from: 'lib', notTo: ['components'], rule: 'lib never imports components (it is pure: no React, no markup)' },
  { from: 'lib', notTo: ['app'], rule: 'lib never imports app (routes use lib, not the reverse)' },
  {
    from: 'components/islands',
    notTo: ['components/sections'],
    rule: 'islands never import sections (a section renders islands; an island renders lib and ui)',
  },
  {
    from: 'components/ui',
    notTo: ['components/sections', 'components/islands'],
    rule: 'ui imports neither sections nor islands (the primitives they are built from import only lib)',
  },
  { from: 'content', notTo: ['components'], rule: 'content never imports components (records name icons and media by key)' },
];

export interface ImportViolation {
  /** The importing file and the imported one, from the root. */
  readonly file: string;
  readonly target: string;
  readonly rule: ImportRule;
}

/** "lib/feed.ts imports content/blog.ts: lib never imports content (…)". */
export const describeViolation = (violation: ImportViolation) => `${violation.file} imports ${violation.target}: ${violation.rule.rule}`;

/** The `.ts` and `.tsx` files under `folders` of `root` (declaration files left out), from the root. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return folders.filter((folder) => existsSync(join(root, folder))).flatMap(walk);
}

/** The file an import names (`@/` is the root), from the root; `undefined` for a package or a missing file. */
export function resolveImport(root: string, file: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(root, dirname(file), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
  }
  return undefined;
}

/** Every module `file` imports (statically, dynamically, type-only or re-exported), as written. */
export function importSpecifiers(root: string, file: string): string[] {
  return ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
}

const inFolder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The imports of `files` (paths from `root`) that break one of `rules`, in file order. */
export function importViolations(root: string, files: readonly string[], rules: readonly ImportRule[] = importRules): ImportViolation[] {
  return files.flatMap((path) => {
    const file = path.split(sep).join('/');
    const binding = rules.filter((rule) => inFolder(file, rule.from));
    if (binding.length === 0) return [];
    return importSpecifiers(root, file).flatMap((specifier) => {
      const target = resolveImport(root, file, specifier);
      if (!target) return [];
      return binding.filter((rule) => rule.notTo.some((folder) => inFolder(target, folder))).map((rule) => ({ file, target, rule }));
    });
  });
}

/** The relative and `@/` imports of `files` that name no file: an import the checker cannot see through. */
export function unresolvedImports(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    importSpecifiers(root, file)
      .filter((specifier) => (specifier.startsWith('.') || specifier.startsWith('@/')) && !resolveImport(root, file, specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}
