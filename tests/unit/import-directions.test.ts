/** @jest-environment node */
import { join, resolve } from 'node:path';
import { describeViolation, importRules, importViolations, sourceFiles, unresolvedImports } from '../import-rules';

/**
 * The one-way house (docs/architecture.md, Rooms): lib imports nothing of content, components or app;
 * islands never import sections; ui imports neither sections nor islands; content imports no components.
 * Every import of every file counts, type-only ones included. A failure names each import and the rule it
 * breaks.
 */
const root = resolve(__dirname, '../..');
const files = sourceFiles(root, ['app', 'components', 'content', 'lib', 'scripts']);

describe('imports go one way', () => {
  const violations = importViolations(root, files);

  it('read every file of the site', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const folder of ['app/', 'components/islands/', 'components/ui/', 'content/', 'lib/']) {
      expect([folder, files.some((file) => file.startsWith(folder))]).toEqual([folder, true]);
    }
  });

  it('see through every relative and @/ import', () => {
    expect(unresolvedImports(root, files)).toEqual([]);
  });

  it.each(importRules.map((rule) => [rule.rule, rule] as const))('%s', (_name, rule) => {
    const broken = violations.filter((violation) => violation.rule === rule);
    expect(broken.map(describeViolation)).toEqual([]);
  });
});

describe('the checker, on tests/fixtures/import-rules/', () => {
  const fixtures = join(root, 'tests/fixtures/import-rules');
  const tree = sourceFiles(fixtures, ['app', 'components', 'content', 'lib']);
  const ruleNamed = (name: string) => importRules.find((rule) => rule.rule.startsWith(name))!;

  /** The file that breaks each rule, what it imports, and how. */
  const breaking = [
    ['lib never imports content', 'lib/feed.ts', 'content/blog.ts'], // relative, type-only
    ['lib never imports components', 'lib/editor.ts', 'components/ui/prose.ts'], // @/
    ['lib never imports app', 'lib/routes.ts', 'app/feed/route.ts'], // export … from
    ['islands never import sections', 'components/islands/tool.tsx', 'components/sections/summary.tsx'],
    ['ui imports neither sections nor islands', 'components/ui/card.tsx', 'components/sections/hero.tsx'],
    ['ui imports neither sections nor islands', 'components/ui/lazy-tool.tsx', 'components/islands/tool.tsx'], // import()
    ['content never imports components', 'content/home.ts', 'components/ui/icon.tsx'],
  ] as const;

  it('has a file that breaks every rule', () => {
    expect(importRules.filter((rule) => !breaking.some(([name]) => ruleNamed(name) === rule))).toEqual([]);
    expect(unresolvedImports(fixtures, tree)).toEqual([]);
  });

  it.each(breaking)('fails "%s" when it is broken (%s), naming the import and the rule', (name, file, target) => {
    expect(importViolations(fixtures, [file]).map(describeViolation)).toEqual([`${file} imports ${target}: ${ruleNamed(name).rule}`]);
  });

  it('passes every rule when it is kept: only the breaking imports are named', () => {
    const kept = tree.filter((file) => !breaking.some(([, breaker]) => breaker === file));
    expect(kept).toEqual(expect.arrayContaining(['app/feed/route.ts', 'components/sections/hero.tsx', 'content/blog.ts', 'lib/format.ts']));
    expect(importViolations(fixtures, kept)).toEqual([]);
    expect(importViolations(fixtures, tree).map(({ file, target }) => [file, target])).toEqual(
      expect.arrayContaining(breaking.map(([, file, target]) => [file, target])),
    );
    expect(importViolations(fixtures, tree)).toHaveLength(breaking.length);
  });
});
