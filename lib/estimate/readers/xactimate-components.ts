/** Xactimate's Components export: its materials and labour rolled up, not line items, so it is recognised only to be refused. */
import { isComponentsExport } from '../xactimate';
import type { TableReader } from './types';

export const xactimateComponents: TableReader = {
  id: 'xactimate-components',
  detect: (table) => isComponentsExport(table.rows),
  read: () => ({ kind: 'components' }),
};
