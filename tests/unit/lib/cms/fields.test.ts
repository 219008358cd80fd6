/** @jest-environment node */
import { editorConfig, postFields, dataFileForms } from '@/lib/cms/config';
import { jsonSchemaOf, type EditorField } from '@/lib/cms/fields';
import { config } from '@/lib/config';
import { dataFiles } from '@/lib/content-data';
import { postFrontMatter } from '@/lib/content-rules';
import { blogTagSlugs } from '@/content/blog-tags';
import { editorChoices } from '@/content/post-choices';
import { teamMembers } from '@/content/team';

/**
 * The editor's forms (lib/cms/config.ts) against the schemas the build checks with, read independently from
 * their JSON Schema: every field the build knows is in the form with the same requirement, lengths, choices
 * and pattern, and the form has no field the build would refuse. A schema changed without its form, or a
 * form changed by hand, fails here.
 */
type Node = ReturnType<typeof jsonSchemaOf>;

function mismatches(schema: Node, fields: readonly EditorField[], at: string, skip: readonly string[] = []): string[] {
  const problems: string[] = [];
  const required = new Set(schema.required ?? []);
  const offered = Object.entries(schema.properties ?? {}).filter(([name, node]) => !skip.includes(name) && node.editor !== 'omit');
  const names = fields.map((field) => field.name);
  if (names.join() !== offered.map(([name]) => name).join())
    problems.push(`${at}: fields ${names.join()} for ${offered.map(([n]) => n).join()}`);
  for (const [name, node] of offered) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const path = `${at}${name}`;
    if (field.widget === 'hidden') {
      if (node.editor !== 'hidden' && node.const === undefined) problems.push(`${path}: hidden but the build asks for it`);
      continue;
    }
    if ((field.required !== false) !== required.has(name)) problems.push(`${path}: required ${field.required} in the form`);
    const choices = node.enum ?? node.items?.enum;
    if (choices) {
      const values = ((field.options as { value: unknown }[] | undefined) ?? []).map((option) => option.value);
      if (values.join() !== choices.join()) problems.push(`${path}: choices ${values.join()} for ${choices.join()}`);
    }
    if (node.format === 'date' && (field.widget !== 'datetime' || field.time_format !== false)) problems.push(`${path}: not a date picker`);
    if (node.maxLength !== undefined && field.maxlength !== node.maxLength) problems.push(`${path}: maxlength ${field.maxlength}`);
    if ((node.minLength ?? 0) > 1 && field.minlength !== node.minLength) problems.push(`${path}: minlength ${field.minlength}`);
    if (
      node.pattern &&
      node.format !== 'date' &&
      node.widget !== 'image' &&
      node.widget !== 'relation' &&
      (field.pattern as string[] | undefined)?.[0] !== node.pattern
    ) {
      problems.push(`${path}: pattern ${String(field.pattern)}`);
    }
    // A relation offers only the slugs of the other collection's entries, which the pattern already fits.
    if (node.widget === 'relation' && (field.widget !== 'relation' || field.collection !== node.collection)) {
      problems.push(`${path}: not a choice among the ${String(node.collection)}`);
    }
    if (node.type === 'integer' && field.value_type !== 'int') problems.push(`${path}: not a whole number`);
    if (node.type === 'object') problems.push(...mismatches(node, field.fields as EditorField[], `${path}.`));
    if (node.type === 'array' && node.items?.type === 'object')
      problems.push(...mismatches(node.items, field.fields as EditorField[], `${path}[].`));
  }
  return problems;
}

const authorIds = teamMembers.map((member) => member.id) as [string, ...string[]];

describe('the editor’s forms', () => {
  it('offer every field of a post with the build’s rules, then its body in raw MDX', () => {
    const fields = postFields(editorChoices);
    expect(mismatches(jsonSchemaOf(postFrontMatter(authorIds, blogTagSlugs)), fields.slice(0, -1), 'post.', ['content'])).toEqual([]);
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', modes: ['raw'] });
  });

  it.each(Object.keys(dataFiles))('offer every field of %s with the build’s rules', (file) => {
    const form = dataFileForms().find((candidate) => candidate.file === file);
    const { schema } = dataFiles[file as keyof typeof dataFiles];
    expect(mismatches(jsonSchemaOf(schema), form?.fields ?? [], `${file}: `)).toEqual([]);
  });

  it('offers a picture with the text a screen reader says, and leaves its size to the build', () => {
    const images = postFields(editorChoices).find((field) => field.name === 'images');
    expect((images?.fields as EditorField[]).map((field) => [field.name, field.widget, field.required])).toEqual([
      ['src', 'image', true],
      ['alt', 'string', true],
    ]);
  });

  it('saves through pull requests, to the repository and branch the configuration names', () => {
    const settings = editorConfig({ ...config, cmsRepo: 'acme/site', cmsBranch: 'content', cmsAuthUrl: undefined }, editorChoices);
    expect(settings.publish_mode).toBe('editorial_workflow');
    expect(settings.backend).toMatchObject({ name: 'github', repo: 'acme/site', branch: 'content', auth_methods: ['token'] });
    const withHelper = editorConfig({ ...config, cmsAuthUrl: 'https://auth.acme.example' }, editorChoices);
    expect(withHelper.backend).toMatchObject({ base_url: 'https://auth.acme.example', auth_methods: ['oauth', 'token'] });
  });
});
