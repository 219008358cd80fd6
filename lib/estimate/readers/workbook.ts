/** Workbooks saved by Excel (`.xlsx`) or LibreOffice and Google Sheets (`.xlsx`, `.ods`): an export opened and saved again. */
import { holds, isZip } from '../input';
import type { FileReader } from './types';

export const workbook: FileReader = {
  id: 'workbook',
  // A ZIP whose entries are an Excel or an OpenDocument spreadsheet's (an Xactimate project is refused before).
  detect: (bytes) => isZip(bytes) && (holds(bytes, 'xl/workbook') || holds(bytes, 'opendocument.spreadsheet')),
  async read(bytes, source) {
    // SheetJS loads only once a workbook is chosen.
    const { tableFromWorkbook } = await import('../workbook');
    const table = await tableFromWorkbook(bytes, source);
    return table ? { table } : { kind: 'unreadable' };
  },
};
