'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { todayOf } from '@/lib/claim-summary/dates';
import {
  deleteDraft,
  LAST_KEY,
  listDrafts,
  newDraft,
  saveDraft,
  type Draft,
  type KeyValueStore,
  type StepKey,
} from '@/lib/claim-summary/draft';
import { takeHandoff, type Handoff } from '@/lib/claim-summary/handoff';
import { mergeProposals } from '@/lib/claim-summary/model';
import { dropClaimFiles } from './file-store';

/** The device's storage, or null where the browser refuses it (a private window may). */
function deviceStore(): KeyValueStore | null {
  try {
    const store = window.localStorage;
    const probe = `${LAST_KEY}:probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The step a handoff's proposals fill first. */
const handoffStep = (handoff: Handoff): StepKey => (handoff.from === 'estimate-comparison' ? 'amounts' : 'coverage');

export interface DraftsState {
  /** False until the device's drafts have been read (after hydration). */
  readonly ready: boolean;
  /** Whether the device keeps what is saved. */
  readonly kept: boolean;
  readonly drafts: readonly Draft[];
  readonly current: Draft | null;
  /** The tool that handed figures over on this visit, if one did. */
  readonly handoff: Handoff['from'] | null;
  /** Set when a claim was just deleted (the page says so). */
  readonly deleted: boolean;
  /** Today where the visitor is (ISO), for the deadlines; known once the page runs. */
  readonly today: string;
}

/**
 * The claims kept on this device (lib/claim-summary/draft.ts over `localStorage`): read once the page has
 * hydrated, the one open last reopened, each change saved at once. A handoff from another tool ("Use in a claim
 * summary") is taken on arrival and added to the open claim as proposals, or to a new claim.
 */
export function useDrafts() {
  const store = useRef<KeyValueStore | null>(null);
  const [state, setState] = useState<DraftsState>({
    ready: false,
    kept: true,
    drafts: [],
    current: null,
    handoff: null,
    deleted: false,
    today: '',
  });

  useEffect(() => {
    const device = deviceStore();
    store.current = device;
    const drafts = device ? listDrafts(device) : [];
    const last = device?.getItem(LAST_KEY);
    let current = drafts.find((draft) => draft.id === last) ?? null;
    const handoff = device ? takeHandoff(device) : null;
    if (handoff && device) {
      const base = current ?? newDraft(newId(), new Date());
      current = {
        ...base,
        step: handoffStep(handoff),
        proposals: mergeProposals(base.proposals, handoff.proposals),
        updated: new Date().toISOString(),
      };
      saveDraft(device, current);
    }
    const open = current;
    // The device's drafts are known only here, after hydration: the server's page shows the start.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the device once, on arrival
    setState({
      ready: true,
      kept: device !== null,
      drafts: open ? [open, ...drafts.filter((draft) => draft.id !== open.id)] : drafts,
      current: open,
      handoff: handoff?.from ?? null,
      deleted: false,
      today: todayOf(new Date()),
    });
  }, []);

  /** Changes the open claim; the change is saved on the device at once. */
  const update = useCallback((change: (draft: Draft) => Draft) => {
    setState((now) => {
      if (!now.current) return now;
      const next = { ...change(now.current), updated: new Date().toISOString() };
      return { ...now, current: next, drafts: [next, ...now.drafts.filter((draft) => draft.id !== next.id)], deleted: false };
    });
  }, []);

  const start = useCallback(() => {
    const draft = newDraft(newId(), new Date());
    setState((now) => ({ ...now, current: draft, drafts: [draft, ...now.drafts], deleted: false, handoff: null }));
  }, []);

  const open = useCallback((id: string) => {
    setState((now) => ({ ...now, current: now.drafts.find((draft) => draft.id === id) ?? now.current, deleted: false, handoff: null }));
  }, []);

  /** Deletes a claim and its files from the device. */
  const remove = useCallback(async (id: string) => {
    if (store.current) deleteDraft(store.current, id);
    await dropClaimFiles(id);
    setState((now) => ({
      ...now,
      drafts: now.drafts.filter((draft) => draft.id !== id),
      current: now.current?.id === id ? null : now.current,
      deleted: true,
      handoff: null,
    }));
  }, []);

  // Saved as it changes: a reload or a closed tab loses nothing.
  const { current } = state;
  useEffect(() => {
    if (current && store.current) {
      try {
        saveDraft(store.current, current);
      } catch {
        // The device is full or refuses: the draft stays on the page.
      }
    }
  }, [current]);

  return { ...state, update, start, open, remove };
}
