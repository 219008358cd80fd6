/** @jest-environment node */
import { changesOf } from '@/lib/policy/changes';
import { streamOf } from '@/lib/policy/stream';
import { policyText } from '@/lib/policy/text';
import { column, pageOf } from './pages';

const changes = (lines: string[]) => changesOf(streamOf(policyText('endorsement.pdf', [pageOf(1, column(50, 100, lines))]).body));

describe('the wording an endorsement changes a policy with', () => {
  it('names what is replaced, the forms it is limited to, and where the new wording starts', () => {
    const [change] = changes([
      'When this endorsement amends a Homeowners Form, paragraph 2.b. of SECTION I – EXCLUSIONS is',
      'deleted and replaced by the following:',
      'b. Water Damage. This means flood, surface water and waves.',
    ]);
    expect(change).toMatchObject({ action: 'replaced', when: 'Homeowners Form', target: 'paragraph 2.b. of SECTION I – EXCLUSIONS' });
  });

  it("ends new wording before the next paragraph's label, and reads ISO's 'is replaced by the following:'", () => {
    const stream = streamOf(
      policyText('endorsement.pdf', [
        pageOf(
          1,
          column(50, 100, [
            'A. Exclusion 2.p. of Section I – Coverage A is replaced by the following:',
            'p. Access Or Disclosure Of Personal Information',
            'B. The following is added to Paragraph 2. Exclusions of Section I – Coverage B:',
            'Access Or Disclosure. Injury arising out of any access to personal information.',
          ]),
        ),
      ]).body,
    );
    const [first, second] = changesOf(stream);
    expect(first).toMatchObject({ action: 'replaced', target: 'A. Exclusion 2.p. of Section I – Coverage A' });
    expect(stream.text.slice(first!.wordingStart!, first!.wordingEnd + 1).trim()).toBe('p. Access Or Disclosure Of Personal Information');
    expect(second).toMatchObject({ action: 'added-to' });
  });

  it('reads additions, additions to a paragraph and deletions', () => {
    const found = changes([
      'The following is added:',
      'Fungi means any type or form of fungus.',
      'The following is added to paragraph 6.:',
      'virtual currency of any kind.',
      'Emergency First Aid is deleted.',
    ]);
    expect(found.map((change) => [change.action, change.target])).toEqual([
      ['added', ''],
      ['added-to', 'paragraph 6.'],
      ['deleted', 'Emergency First Aid'],
    ]);
  });

  it('takes "the following paragraph is deleted: … and is replaced by the following:" as one change', () => {
    const found = changes([
      'The following paragraph is deleted:',
      'Loss Settlement For All Covered Property:',
      'and is replaced by the following:',
      'Loss Settlement For All Covered Property: we pay.',
    ]);
    expect(found.map((change) => [change.action, change.target])).toEqual([['replaced', 'Loss Settlement For All Covered Property:']]);
  });
});
