/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DRAFT_VERSION,
  deleteDraft,
  draftKey,
  LAST_KEY,
  listDrafts,
  loadDraft,
  migrateDraft,
  newDraft,
  saveDraft,
  type KeyValueStore,
} from '@/lib/claim-summary/draft';
import { setField } from '@/lib/claim-summary/model';

/** A `Storage` in memory, in insertion order, as a browser's local storage behaves for one origin. */
function memoryStore(): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const v1 = JSON.parse(readFileSync(join(__dirname, '../../../fixtures/claim-summary/draft-v1.json'), 'utf8')) as unknown;

describe('drafts kept on the device', () => {
  it('opens a draft written by the first version, with nothing it held lost', () => {
    const draft = migrateDraft(v1)!;
    expect(draft.version).toBe(DRAFT_VERSION);
    expect(draft.id).toBe('claim-2025-hail');
    expect(draft.summary.audience).toBe('appraiser');
    expect(draft.summary.role).toBe('public-adjuster');
    expect(draft.summary.fields).toEqual({
      'claim.carrier': 'Example Mutual Insurance Company',
      'claim.claimNumber': 'EX-2026-310277',
      'claim.policyNumber': 'HO-0000000',
      'claim.property': '1842 Palm Ave, Example City',
      'parties.insured': 'Karl Weber',
      'parties.adjuster': 'Dana Field',
      'parties.visitorName': 'Jane Doe',
      'parties.firm': 'Doe PA',
      'loss.date': '2026-09-21',
      'loss.cause': 'Hail',
      'loss.damaged': 'Roof and gutters',
      'coverage.periodFrom': '2026-01-01',
      'coverage.periodTo': '2027-01-01',
      'coverage.notes': 'Coverage A $312,000',
      'amounts.carrier': '6,262.51',
      'amounts.own': '15,356.73',
      'amounts.paid': '4,000.00',
      'ask.text': 'Please reinspect the roof.',
    });
    expect(draft.summary.deductibles).toEqual([{ id: 'v1-deductible', label: '', amount: '6,240.00', note: '' }]);
    expect(draft.summary.events.map((event) => [event.date, event.label])).toEqual([
      ['2026-10-02', 'Inspection with the adjuster'],
      ['2026-11-14', 'Payment received'],
    ]);
    expect(draft.updated).toBe('2025-11-05T00:00:00.000Z');
  });

  it('lists an old draft beside new ones, read through its migration, the latest changed first', () => {
    const store = memoryStore();
    store.setItem(draftKey('claim-2025-hail'), JSON.stringify(v1));
    const fresh = newDraft('fresh', new Date('2026-11-27T10:00:00Z'));
    saveDraft(store, { ...fresh, summary: setField(fresh.summary, 'claim.claimNumber', 'EX-1') });
    store.setItem('unrelated', 'x');
    expect(listDrafts(store).map((draft) => [draft.id, draft.version])).toEqual([
      ['fresh', DRAFT_VERSION],
      ['claim-2025-hail', DRAFT_VERSION],
    ]);
    expect(loadDraft(store, 'fresh')?.summary.fields['claim.claimNumber']).toBe('EX-1');
    expect(store.getItem(LAST_KEY)).toBe('fresh');
  });

  it('keeps several claims apart, and deletes one in one step', () => {
    const store = memoryStore();
    saveDraft(store, newDraft('a', new Date('2026-11-01T00:00:00Z')));
    saveDraft(store, newDraft('b', new Date('2026-11-02T00:00:00Z')));
    deleteDraft(store, 'b');
    expect(listDrafts(store).map((draft) => draft.id)).toEqual(['a']);
    expect([...store.map.keys()]).toEqual([draftKey('a')]);
  });

  it('refuses what it cannot read rather than half-reading it: a newer version, a broken record, not a draft', () => {
    expect(migrateDraft({ version: DRAFT_VERSION + 1, id: 'x' })).toBeNull();
    expect(migrateDraft({ version: 1 })).toBeNull();
    expect(migrateDraft('text')).toBeNull();
    const store = memoryStore();
    store.setItem(draftKey('broken'), '{not json');
    expect(listDrafts(store)).toEqual([]);
  });

  it('reads a current draft defensively: a field of the wrong type or an unknown reader is left out', () => {
    const draft = migrateDraft({
      version: DRAFT_VERSION,
      id: 'x',
      summary: { fields: { 'loss.date': '2024-06-25', 'claim.carrier': 12 }, audience: 'nobody', limits: [{ id: 'l' }, 'junk'] },
    })!;
    expect(draft.summary.fields).toEqual({ 'loss.date': '2024-06-25' });
    expect(draft.summary.audience).toBe('adjuster');
    expect(draft.summary.limits).toEqual([{ id: 'l' }]);
    expect(draft.step).toBe('documents');
  });
});
