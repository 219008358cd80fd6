/**
 * Fills `{name}` placeholders in content copy (legal texts name the brand and the postal address, which
 * come from config). An unknown placeholder throws, so a typo fails the build instead of reaching a page.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {${key}} in: ${text.slice(0, 80)}`);
    return value;
  });
}
