/**
 * The checker's messages about a file: why it could not be checked, and why a row was skipped, in the
 * words of `content/estimator-checker-copy.ts`.
 */
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import { fillTemplate } from '@/lib/template';
import type { InputProblem, SkippedRow, SkipReason } from '@/lib/estimate/types';
import { formatCount, formatDecimal, formatList } from '@/lib/numbers';

const megabytes = (bytes: number) => `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;

export function skipText(copy: CheckerCopy, reason: SkipReason): string {
  switch (reason.kind) {
    case 'not-a-number':
      return fillTemplate(copy.skip['not-a-number'], { field: copy.mapping.fields[reason.field], value: reason.value });
    case 'missing-value':
      return fillTemplate(copy.skip['missing-value'], { field: copy.mapping.fields[reason.field].toLowerCase() });
    case 'no-amounts':
      return copy.skip['no-amounts'];
    case 'unpriced':
      return fillTemplate(copy.skip.unpriced, { text: reason.text || copy.findings.absent.toLowerCase() });
  }
}

/** Where a skipped row is: "Row 14" in a table, "Page 3, line 12" in a PDF. */
export function skippedWhere(copy: CheckerCopy, row: SkippedRow): string {
  return row.page === undefined
    ? fillTemplate(copy.skip.row, { row: String(row.row) })
    : fillTemplate(copy.skip.printedLine, { page: String(row.page), line: row.line ?? '' });
}

export function problemText(copy: CheckerCopy, problem: InputProblem, name: string): string {
  const messages = copy.errors.messages;
  switch (problem.kind) {
    case 'too-large':
      return fillTemplate(messages['too-large'], { name, size: megabytes(problem.bytes) });
    case 'missing-columns':
      return fillTemplate(messages['missing-columns'], {
        name,
        fields: formatList(problem.fields.map((field) => copy.mapping.fields[field].toLowerCase())),
      });
    case 'no-lines':
      return fillTemplate(messages['no-lines'], {
        name,
        count: formatCount(problem.skipped),
        row: problem.example ? skippedWhere(copy, problem.example) : '',
        reason: problem.example ? skipText(copy, problem.example.reason) : '',
      });
    default:
      return fillTemplate(messages[problem.kind], { name });
  }
}
