/** @jest-environment node */
import { distinctNames, isPdf, MAX_POLICY_FILE_BYTES, notPolicyProblems, refusalBySize } from '@/lib/policy/input';
import type { DocumentReading, PolicyReading } from '@/lib/policy/types';

const document = (name: string, kind: DocumentReading['kind'], signs: DocumentReading['signs'] = []): DocumentReading => ({
  name,
  kind,
  signs,
  pages: 1,
  blankPages: [],
  form: null,
  pageLabels: [],
  contains: [],
});

describe('the files given to the Policy Highlighter', () => {
  it('refuses an empty file and one over 20 MB before reading it', () => {
    expect(refusalBySize('a.pdf', 0)).toEqual({ name: 'a.pdf', kind: 'empty' });
    expect(refusalBySize('a.pdf', MAX_POLICY_FILE_BYTES + 1)).toEqual({
      name: 'a.pdf',
      kind: 'too-large',
      bytes: MAX_POLICY_FILE_BYTES + 1,
    });
    expect(refusalBySize('a.pdf', MAX_POLICY_FILE_BYTES)).toBeNull();
  });

  it('knows a PDF by its signature, within its first kilobyte', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(bytes(`${' '.repeat(500)}%PDF-1.4`))).toBe(true);
    expect(isPdf(bytes('PK\u0003\u0004 word document'))).toBe(false);
    expect(isPdf(bytes(`${' '.repeat(1100)}%PDF-1.4`))).toBe(false);
  });

  it('names the documents that are not a policy, with what they were seen to print', () => {
    const reading = {
      documents: [
        document('form.pdf', 'policy-form'),
        document('estimate.pdf', 'estimate', ['estimate-line-items', 'estimate-totals']),
        document('quote.pdf', 'quote', ['quote-title', 'premium-offer']),
        document('letter.pdf', 'unknown'),
      ],
    } as unknown as PolicyReading;
    expect(notPolicyProblems(reading)).toEqual([
      { name: 'estimate.pdf', kind: 'estimate', signs: ['estimate-line-items', 'estimate-totals'] },
      { name: 'quote.pdf', kind: 'quote', signs: ['quote-title', 'premium-offer'] },
      { name: 'letter.pdf', kind: 'not-policy', signs: [] },
    ]);
  });

  it('gives two files of the same name different names', () => {
    expect(distinctNames(['policy.pdf', 'policy.pdf', 'form', 'form'])).toEqual(['policy.pdf', 'policy (2).pdf', 'form', 'form (2)']);
  });
});
