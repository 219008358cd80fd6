/** A `tel:` URL for a phone number as written for people ("+1 (954) 555-0142" → "tel:+19545550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The number as written, with non-breaking spaces and hyphens so it never wraps across lines. */
export function displayPhone(phone: string): string {
  return phone.replaceAll(' ', '\u00A0').replaceAll('-', '\u2011');
}
