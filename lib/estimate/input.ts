/**
 * What a file is before it is parsed: empty or too large, a PDF, a workbook, an Xactimate project file, some
 * other binary, or text in one of the encodings spreadsheet programs save CSV in (UTF-8 with or without a
 * byte-order mark, UTF-16 from "Unicode text", or Windows-1252 from older programs).
 */
import type { InputProblem } from './types';

/** Files above this size are refused before they are read (20 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type InputKind = { readonly kind: 'text' } | { readonly kind: 'pdf' } | { readonly kind: 'workbook' };

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const utf16 = (bytes: Uint8Array) => startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff);

/** Whether `bytes` hold `text` (ASCII): the names of a ZIP's entries are stored as plain text. */
function holds(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  for (let i = bytes.indexOf(first); i >= 0; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < text.length && bytes[i + j] === text.charCodeAt(j)) j += 1;
    if (j === text.length) return true;
  }
  return false;
}

/** A ZIP: an Xactimate project (`.esx`), a workbook (Excel's `.xlsx`, OpenDocument's `.ods`), or something else. */
function zipKind(bytes: Uint8Array, name: string): InputKind | InputProblem {
  if (/\.esx$/i.test(name) || holds(bytes, 'XACTDOC') || holds(bytes, 'GENERIC_ROUGHDRAFT')) return { kind: 'esx' };
  if (holds(bytes, 'xl/workbook') || holds(bytes, 'opendocument.spreadsheet')) return { kind: 'workbook' };
  return { kind: 'binary' };
}

/** What `bytes` are, or why they cannot be an estimate. */
export function sniff(bytes: Uint8Array, name = ''): InputKind | InputProblem {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > MAX_FILE_BYTES) return { kind: 'too-large', bytes: bytes.length };
  // A PDF may carry a few bytes of junk before its signature; readers accept it within the first kilobyte.
  if (holds(bytes.subarray(0, 1024), '%PDF-')) return { kind: 'pdf' };
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return zipKind(bytes, name);
  // An OLE compound file: Excel 97–2003 (`.xls`), or an encrypted workbook.
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return { kind: 'old-spreadsheet' };
  if (/\.esx$/i.test(name)) return { kind: 'esx' };
  if (utf16(bytes)) return { kind: 'text' };
  const head = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return { kind: 'binary' };
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > head.length * 0.05 ? { kind: 'binary' } : { kind: 'text' };
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
