/** @jest-environment node */
import { pageForms } from '@/lib/policy/forms';
import { spansOf } from '@/lib/policy/stack';
import { policyText } from '@/lib/policy/text';
import { column, pageOf, type Run } from './pages';

/** A page of prose with `number` in its footer (none for null), opening with `head`. */
const page = (head: readonly string[], number: string | null): Run[] => [
  ...column(50, 60, head),
  ...column(50, 60 + 12 * (head.length + 1), ['We will pay for direct physical loss to the property described in the Declarations.']),
  ...(number ? [{ x: 50, y: 760, text: `${number}   Page 1 of 1`, size: 8 }] : []),
];

/** Where the documents of a file begin and end: [first, last, form]. */
function spans(pages: readonly (readonly Run[])[]) {
  const text = policyText(
    'file.pdf',
    pages.map((runs, index) => pageOf(index + 1, runs)),
  );
  return spansOf(text, pageForms(text)).map((span) => [span.first, span.last, span.form]);
}

describe('the documents one file holds', () => {
  it('begin where the form number the pages print changes, pages that print none going with the form before', () => {
    expect(
      spans([
        page(['HOMEOWNERS FORM'], 'HO 00 03 10 00'),
        page(['SECTION I – EXCLUSIONS'], null),
        page(['STATE AMENDATORY ENDORSEMENT'], 'HO 81 17 02 23'),
      ]),
    ).toEqual([
      [1, 2, 'HO 00 03 10 00'],
      [3, 3, 'HO 81 17 02 23'],
    ]);
  });

  it('keep pages before the first number as one document: a claim report prints none', () => {
    expect(spans([page(['Claim Information Report'], null), page(['HOMEOWNERS FORM'], 'HO 80 03 01 14')])).toEqual([
      [1, 1, null],
      [2, 2, 'HO 80 03 01 14'],
    ]);
  });

  it("begin at an endorsement's opening on a page without a number, which takes the number printed after it", () => {
    expect(
      spans([
        page(['HOMEOWNERS FORM'], 'HO 80 03 01 14'),
        page(['INDIANA AMENDATORY ENDORSEMENT', 'The terms of the policy apply except as changed by this endorsement.'], null),
        page(['SECTION I – EXCLUSIONS'], 'HO 81 17 02 23'),
      ]),
    ).toEqual([
      [1, 1, 'HO 80 03 01 14'],
      [2, 3, 'HO 81 17 02 23'],
    ]);
  });

  it('do not begin at a page that cites another form between two pages of one form', () => {
    expect(
      spans([
        page(['HOMEOWNERS FORM'], 'HO 00 03 10 00'),
        page(['SECTION I – PERILS INSURED AGAINST'], 'HO 04 90 05 11'),
        page(['SECTION I – EXCLUSIONS'], 'HO 00 03 10 00'),
      ]),
    ).toEqual([[1, 3, 'HO 00 03 10 00']]);
  });

  it('do not begin at each page of declarations titled on every page, nor at a blank page', () => {
    expect(
      spans([
        [],
        page(['HOMEOWNERS POLICY DECLARATIONS'], null),
        page(['HOMEOWNERS POLICY DECLARATIONS'], null),
        page(['HOMEOWNERS FORM'], 'HO 00 03 10 00'),
      ]),
    ).toEqual([
      [1, 3, null],
      [4, 4, 'HO 00 03 10 00'],
    ]);
  });

  it("begin at a flood form's cover, which prints its number alone on a line and in no margin", () => {
    expect(
      spans([
        page(['HOMEOWNERS FORM'], 'HO 00 03 10 00'),
        [...column(200, 300, [{ text: 'F-122 / October 2021', size: 16 }])],
        page(['DWELLING FORM'], null),
      ]),
    ).toEqual([
      [1, 1, 'HO 00 03 10 00'],
      [2, 3, 'F-122 / October 2021'],
    ]);
  });
});
