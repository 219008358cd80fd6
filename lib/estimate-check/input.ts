/**
 * What a file is before it is parsed: empty, a PDF, a spreadsheet workbook, some other binary, or text in
 * one of the encodings spreadsheet programs save CSV in (UTF-8 with or without a byte-order mark, UTF-16
 * from "Unicode text", or Windows-1252 from older programs).
 */
import type { InputProblem } from './types';

/** Files above this size are refused before they are read (20 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const utf16 = (bytes: Uint8Array) => startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff);

/** Why `bytes` cannot be an estimate export, or null when they may be text. */
export function sniff(bytes: Uint8Array): InputProblem | null {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > MAX_FILE_BYTES) return { kind: 'too-large', bytes: bytes.length };
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return { kind: 'pdf' }; // %PDF
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return { kind: 'spreadsheet' };
  if (utf16(bytes)) return null;
  const head = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return { kind: 'binary' };
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > head.length * 0.05 ? { kind: 'binary' } : null;
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
