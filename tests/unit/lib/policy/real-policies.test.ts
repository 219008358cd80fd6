/** @jest-environment node */
import { readPolicy } from '@/lib/policy/read';
import type { PolicyReading } from '@/lib/policy/types';
import { realPolicies } from '../../../fixtures/policies/real-policies';
import { scoresOf } from '../../../policy-scores';
import { realPolicyFiles, realPolicyPages } from '../../../real-policies';

/**
 * The policy reader on real documents nobody on the team wrote (../shared/real-policies): each file's kind and form,
 * every limit and deductible exact (amount and physical page) and none that the document does not state, every
 * defined term and exclusion heading at its page, the forms its declarations list and the changes an endorsement
 * makes, as the folder's README states them.
 */
const readings = new Map<string, PolicyReading>();
const readingOf = (name: string) => {
  let reading = readings.get(name);
  if (!reading) {
    reading = readPolicy([{ name, pages: realPolicyPages(name) }]);
    readings.set(name, reading);
  }
  return reading;
};

describe('real policies', () => {
  it('has what every file in the folder should give', () => {
    expect(realPolicyFiles().filter((name) => !realPolicies[name])).toEqual([]);
  });

  describe.each(realPolicyFiles())('%s', (name) => {
    const want = realPolicies[name]!;

    it('is read as the kind of document it is, with the form it prints', () => {
      const reading = readingOf(name);
      const [document] = reading.documents;
      // A file of several documents prints each one's form; the README names the one it is read under.
      expect([document!.kind, document!.pages, document!.form]).toEqual([want.kind, want.pages, want.form]);
      if (want.form) expect(reading.formsPresent.map((form) => form.number)).toContain(want.form);
    });

    it('states every limit and deductible exactly, and none it does not print', () => {
      const scores = scoresOf(want, readingOf(name));
      expect(scores.coverages.missed).toEqual([]);
      expect(scores.deductibles.missed).toEqual([]);
      if (!want.summary) {
        expect(scores.coverages.wrong).toEqual([]);
        expect(scores.deductibles.wrong).toEqual([]);
      }
    });

    it('lists every special limit of its form’s list, with its amount and page, and none the form does not print', () => {
      const scores = scoresOf(want, readingOf(name));
      expect([scores.specialLimits.missed, scores.specialLimits.wrong]).toEqual([[], []]);
    });

    it('finds every defined term, exclusion, listed form and amendment at its page', () => {
      const scores = scoresOf(want, readingOf(name));
      expect(scores.definitions.missed).toEqual([]);
      expect(scores.exclusions.missed).toEqual([]);
      expect(scores.formsListed.missed).toEqual([]);
      expect(scores.amendments.missed).toEqual([]);
    });

    if (want.roofSchedule) {
      it('reads its roof surface payment schedule, a rate for each material by age', () => {
        const condition = readingOf(name).conditions.find((entry) => entry.schedule);
        const { ages, row, page } = want.roofSchedule!;
        expect([condition?.page, condition?.schedule?.rows[0]?.age, condition?.schedule?.rows.at(-1)?.age]).toEqual([page, ...ages]);
        expect(condition?.schedule?.rows.find((entry) => entry.age === row[0])?.percents).toEqual(row[1]);
      });
    }

    if (want.summary) {
      it('adds up to the totals its declarations print', () => {
        const coverages = readingOf(name).coverages.filter(
          (coverage) => !want.declarationPages || coverage.page <= want.declarationPages[1],
        );
        for (const total of want.summary!.totals) {
          const sum = coverages
            .filter((coverage) => total.labels.test(coverage.label))
            .reduce((all, coverage) => all + (coverage.amount ?? 0), 0);
          expect([total.labels.source, sum]).toEqual([total.labels.source, total.total]);
        }
        for (const [label, count] of want.summary!.counts) {
          expect([label.source, coverages.filter((coverage) => label.test(coverage.label)).length]).toEqual([label.source, count]);
        }
      });
    }
  });
});
