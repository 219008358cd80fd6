/**
 * CSV, TSV or semicolon-separated text as estimating programs export it and Excel, LibreOffice or Google
 * Sheets save it, in any of their encodings (UTF-8, UTF-16 "Unicode text", Windows-1252).
 */
import { decode, isUtf16, isZip } from '../input';
import { parseTable } from '../table';
import type { FileReader } from './types';

/** Text has no NUL byte and few control characters (tabs and line breaks aside) in its first 4 kB. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (isUtf16(bytes)) return true;
  const head = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control <= head.length * 0.05;
}

export const delimitedText: FileReader = {
  // `text`, as a table's container calls it.
  id: 'text',
  detect: (bytes) => !isZip(bytes) && looksLikeText(bytes),
  async read(bytes, source, progress) {
    const text = decode(bytes);
    return text.trim() === '' ? { kind: 'empty' } : { table: parseTable(text, source, progress) };
  },
};
