/**
 * What a post may name: its author, one of the team (content/team.ts), and its tags, from
 * content/blog-tags.ts. The build refuses a post that names anything else (content-collections.ts), and so
 * does the editor at /admin, whose forms offer these by name (scripts/lib/admin.mjs).
 */
import type { EditorChoices } from '@/lib/cms/config';
import type { PostRules } from '@/lib/content-rules';
import { blogTagSlugs, blogTags } from './blog-tags';
import { teamMembers } from './team';

/** The ids and slugs a post's front matter may name. */
export const postRules: PostRules = {
  authorIds: teamMembers.map((member) => member.id) as [string, ...string[]],
  tagSlugs: blogTagSlugs,
};

/** The same choices as the editor's forms offer them: each author by name and title, each tag by name. */
export const editorChoices: EditorChoices = { ...postRules, authors: teamMembers, tags: blogTags };
