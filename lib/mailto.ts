/** A `mailto:` address with an encoded subject (and optional body), e.g. for job applications. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
