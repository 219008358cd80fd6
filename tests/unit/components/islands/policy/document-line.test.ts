/** @jest-environment node */
import { documentLine } from '@/components/islands/policy/document-line';
import { policyCopy } from '@/content/policy-highlighter-copy';
import type { ContainedDocument, DocumentReading } from '@/lib/policy/types';

const file = (contains: readonly ContainedDocument[]): DocumentReading => ({
  name: 'policy.pdf',
  kind: 'policy-with-declarations',
  signs: [],
  pages: 39,
  blankPages: [],
  form: 'HO 80 03 01 14',
  pageLabels: [],
  contains,
});
const part = (kind: ContainedDocument['kind'], first: number, last: number): ContainedDocument => ({ kind, form: null, first, last });
const copy = policyCopy.results;

describe('the line about a file', () => {
  it('says what a policy printed into one file holds, each kind once with its count', () => {
    const line = documentLine(
      copy,
      file([part('declarations', 1, 2), part('policy-form', 3, 30), part('endorsement', 31, 36), part('endorsement', 37, 39)]),
    );
    const { kinds } = copy.contains;
    for (const said of [kinds.declarations.one, kinds['policy-form'].one, kinds.endorsement.other.replace('{count}', '2')]) {
      expect(line).toContain(said);
    }
    expect(line).not.toContain(kinds.endorsement.one);
  });

  it('says nothing of what a file of one document holds', () => {
    const line = documentLine(copy, file([]));
    expect(line).not.toContain(copy.contains.line.replace('{list}', ''));
  });
});
