/**
 * A file's bytes before any reader sees them: the signatures readers recognise a format by, the refusals no
 * reader could overturn (empty, too large, an Xactimate project, an old binary workbook), and text decoded in
 * the encodings spreadsheet programs save CSV in (UTF-8 with or without a byte-order mark, UTF-16 from
 * "Unicode text", or Windows-1252 from older programs).
 */
import type { InputProblem } from './types';

/** Files above this size are refused before they are read (20 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
export const isUtf16 = (bytes: Uint8Array) => startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff);
export const isZip = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04);

/** Whether `bytes` hold `text` (ASCII): the names of a ZIP's entries are stored as plain text. */
export function holds(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  for (let i = bytes.indexOf(first); i >= 0; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < text.length && bytes[i + j] === text.charCodeAt(j)) j += 1;
    if (j === text.length) return true;
  }
  return false;
}

/** A PDF may carry a few bytes of junk before its signature; readers accept it within the first kilobyte. */
export const hasPdfSignature = (bytes: Uint8Array) => holds(bytes.subarray(0, 1024), '%PDF-');

/** An Xactimate project (`.esx`): a ZIP that holds its estimate encrypted, named so or by its entries. */
const isXactimateProject = (bytes: Uint8Array, name: string) =>
  /\.esx$/i.test(name) || holds(bytes, 'XACTDOC') || holds(bytes, 'GENERIC_ROUGHDRAFT');

/** Why `bytes` cannot be an estimate whichever reader took them, or null to let the readers decide. */
export function refusal(bytes: Uint8Array, name = ''): InputProblem | null {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > MAX_FILE_BYTES) return { kind: 'too-large', bytes: bytes.length };
  // A PDF's signature wins over the containers below, as it always has: it goes to the PDF reader.
  if (hasPdfSignature(bytes)) return null;
  if (isZip(bytes)) return isXactimateProject(bytes, name) ? { kind: 'esx' } : null;
  // An OLE compound file: Excel 97–2003 (`.xls`), or an encrypted workbook.
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return { kind: 'old-spreadsheet' };
  if (/\.esx$/i.test(name)) return { kind: 'esx' };
  return null;
}

/** The text of `bytes`, without a byte-order mark. */
export function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
