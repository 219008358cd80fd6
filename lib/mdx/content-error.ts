/** A problem in a content file, worded for the writer: the build and the editor show its message as it is. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** What is wrong with an image in a body, if anything, before its file is read: where it lives and its text. */
export function bodyImageProblem(src: string, alt: string): string | undefined {
  if (!src.startsWith('/')) return `image ${src} must be a file of the site (a path starting with /)`;
  if (!alt.trim()) return `image ${src} needs alternative text: ![What it shows](${src})`;
  return undefined;
}
