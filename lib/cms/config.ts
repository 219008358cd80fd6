/**
 * The editor's configuration (Sveltia CMS at /admin, written to out/admin/config.json by the post-build):
 * what marketers may change and where it is written. Every collection's fields come from the schema that
 * checks the same files at build (lib/content-rules.ts, lib/content-data.ts) through lib/cms/fields.ts.
 * Saving opens or updates a pull request (the editorial workflow); nothing reaches the site before a merge.
 */
import type { SiteConfig } from '@/lib/config';
import { dataFiles } from '@/lib/content-data';
import { postFrontMatter, type PostRules } from '@/lib/content-rules';
import { fieldsOf, jsonSchemaOf, type EditorField } from './fields';

/**
 * The authors and tags a post may name, with the records the forms name them by: the team and the blog's
 * tags (`editorChoices`, content/post-choices.ts).
 */
export interface EditorChoices extends PostRules {
  readonly authors: readonly { readonly id: string; readonly name: string; readonly title: string }[];
  readonly tags: readonly { readonly slug: string; readonly name: string }[];
}

/** Where the editor is served, and the files it is built from (scripts/lib/admin.mjs). */
export const adminPath = '/admin';

/** The largest picture the editor uploads: the 200 KB the image budget allows (content/README.md, Images). */
export const pictureMaxBytes = 200 * 1024;

/** The post's body: MDX in the editor's raw mode, so the components it names survive a save. */
const body: EditorField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  modes: ['raw'],
  hint: 'Markdown. `##` starts a section; `![What it shows](/path.svg "Caption")` on its own line is a figure.',
};

/** Choices shown by name: the schema knows authors and tags by id. */
function optionNames(choices: EditorChoices): Record<string, ReadonlyMap<string, string>> {
  return {
    author: new Map(choices.authors.map((member) => [member.id, `${member.name}, ${member.title}`])),
    tags: new Map(choices.tags.map((tag) => [tag.slug, tag.name])),
  };
}

/** The fields of a post, in its front matter's order, then its body. */
export function postFields(choices: EditorChoices): EditorField[] {
  const names = optionNames(choices);
  const fields = fieldsOf(jsonSchemaOf(postFrontMatter(choices.authorIds, choices.tagSlugs)), ['content']).map((field) => {
    const labels = names[field.name];
    if (!labels || !Array.isArray(field.options)) return field;
    return { ...field, options: (field.options as { value: string }[]).map(({ value }) => ({ value, label: labels.get(value) ?? value })) };
  });
  return [...fields, body];
}

/** Each data file as one form (a "file" of the editor's file collection). */
export function dataFileForms() {
  return Object.entries(dataFiles).map(([file, { schema, label }]) => ({
    name: file.replace(/^content\/data\/|\.json$/g, ''),
    label,
    file,
    format: 'json',
    fields: fieldsOf(jsonSchemaOf(schema)),
  }));
}

/** The whole configuration, for the repository and sign-in the site's config names and the posts' choices. */
export function editorConfig(
  config: Pick<SiteConfig, 'cmsRepo' | 'cmsBranch' | 'cmsAuthUrl' | 'brandName' | 'origin'>,
  choices: EditorChoices,
) {
  return {
    backend: {
      name: 'github',
      repo: config.cmsRepo,
      branch: config.cmsBranch,
      // With the owners' OAuth helper, "Sign in with GitHub"; without it, a personal access token.
      ...(config.cmsAuthUrl ? { base_url: config.cmsAuthUrl } : {}),
      auth_methods: config.cmsAuthUrl ? ['oauth', 'token'] : ['token'],
      commit_messages: {
        create: 'Editor: add {{collection}} “{{slug}}”',
        update: 'Editor: update {{collection}} “{{slug}}”',
        delete: 'Editor: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Editor: upload “{{path}}”',
        deleteMedia: 'Editor: delete “{{path}}”',
      },
    },
    publish_mode: 'editorial_workflow',
    app_title: `${config.brandName} editor`,
    site_url: config.origin,
    media_folder: 'public/illustrations/blog',
    public_folder: '/illustrations/blog',
    // Pictures are the site's own files, uploaded and committed with the post: no stock-photo services.
    media_libraries: {
      default: { config: { max_file_size: pictureMaxBytes, slugify_filename: true } },
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true, maxlength: 60 },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        folder: 'content/posts',
        extension: 'mdx',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} · {{date}}{{draft | ternary(" · draft", "")}}',
        sortable_fields: ['date', 'title'],
        preview_path: 'blog/{{slug}}',
        media_folder: '/public/illustrations/blog/{{slug}}',
        public_folder: '/illustrations/blog/{{slug}}',
        fields: postFields(choices),
      },
      {
        name: 'legal',
        label: 'Legal documents',
        files: [
          { name: 'terms-of-use', label: 'Terms of Use', file: 'content/documents/terms-of-use.mdx' },
          { name: 'privacy-policy', label: 'Privacy Policy', file: 'content/documents/privacy-policy.mdx' },
        ].map((document) => ({
          ...document,
          format: 'frontmatter',
          fields: [{ ...body, hint: 'Markdown. Each `##` heading is an entry of the contents.' }],
        })),
      },
      { name: 'records', label: 'FAQs, roles, events, team', files: dataFileForms() },
    ],
  };
}
