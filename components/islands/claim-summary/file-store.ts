/**
 * The files a claim was built from, kept on the visitor's device beside its draft (IndexedDB, which holds files
 * that local storage could not): one record per claim and slot. Deleting a claim deletes its files. Every call
 * resolves, whatever the browser allows: a browser without IndexedDB (some private windows) keeps no files.
 */
import type { Slot } from '@/lib/claim-summary/types';

const DB = 'claimowl-claim-summary';
const STORE = 'files';

interface Stored {
  readonly key: string;
  readonly claim: string;
  readonly slot: Slot;
  readonly name: string;
  readonly type: string;
  readonly bytes: ArrayBuffer;
}

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex('claim', 'claim');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | null> {
  return open().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const transaction = db.transaction(STORE, mode);
          const request = work(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request ? request.result : null);
          transaction.onerror = () => resolve(null);
          transaction.onabort = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

const keyOf = (claim: string, slot: Slot) => `${claim}:${slot}`;

/** Keeps `file` as the claim's file for `slot`, in place of the one before. */
export async function keepFile(claim: string, slot: Slot, file: File): Promise<void> {
  const bytes = await file.arrayBuffer().catch(() => null);
  if (!bytes) return;
  const record: Stored = { key: keyOf(claim, slot), claim, slot, name: file.name, type: file.type, bytes };
  await run('readwrite', (store) => store.put(record));
}

/** The claim's file for `slot`, when one is kept. */
export async function keptFile(claim: string, slot: Slot): Promise<File | null> {
  const record = await run<Stored | undefined>('readonly', (store) => store.get(keyOf(claim, slot)));
  return record ? new File([record.bytes], record.name, { type: record.type }) : null;
}

export async function dropFile(claim: string, slot: Slot): Promise<void> {
  await run('readwrite', (store) => store.delete(keyOf(claim, slot)));
}

/** Deletes every file kept for the claim. */
export async function dropClaimFiles(claim: string): Promise<void> {
  await run('readwrite', (store) => {
    const cursor = store.index('claim').openKeyCursor(IDBKeyRange.only(claim));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      store.delete(at.primaryKey);
      at.continue();
    };
  });
}

/** How many files are kept for the claim (the tests and the delete check read it). */
export async function keptCount(claim: string): Promise<number> {
  return (await run<number>('readonly', (store) => store.index('claim').count(IDBKeyRange.only(claim)))) ?? 0;
}
