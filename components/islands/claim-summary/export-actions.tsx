'use client';

import { Download, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import { csvRows } from '@/lib/claim-summary/csv';
import { toCsv } from '@/lib/csv';
import type { Draft } from '@/lib/claim-summary/draft';
import { fillTemplate } from '@/lib/template';
import type { WordedSummary } from './printable';
import { entryText, sourceText } from './words';

/** User Timing names the benchmark reads: the PDF laid out and written, and the same with its library loaded. */
export const PDF_MEASURE = 'claim-summary:pdf';
export const PDF_TOTAL_MEASURE = 'claim-summary:pdf-total';

/** Saves `blob` as a file named `name`, from the page. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The summary's three ways out: a PDF made in the browser (its library loads only now, on the first export), a
 * CSV of its figures and timeline, and the browser's print of the page's summary.
 */
export function ExportActions({ worded, draft, copy }: { worded: WordedSummary; draft: Draft; copy: SummaryBuilderCopy }) {
  const [status, setStatus] = useState<'idle' | 'making' | 'made' | 'failed'>('idle');
  const words = copy.export;

  const pdf = async () => {
    setStatus('making');
    const start = performance.now();
    try {
      const { summaryPdf } = await import('@/lib/claim-summary/pdf');
      const made = performance.now();
      const bytes = summaryPdf(worded);
      const end = performance.now();
      performance.measure(PDF_MEASURE, { start: made, end });
      performance.measure(PDF_TOTAL_MEASURE, { start, end });
      saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), words.pdfName);
      setStatus('made');
    } catch {
      setStatus('failed');
    }
  };

  const csv = () => {
    const rows = csvRows(draft.summary, worded.timeline, {
      columns: words.table.columns,
      sections: words.table.sections,
      fields: Object.fromEntries(Object.entries(copy.fields).map(([key, field]) => [key, field.label])),
      difference: copy.summary.difference,
      entry: (entry) => (entry.kind === 'deadline' ? copy.eventKinds.deadline : entryText(copy, entry)),
      document: (source) => sourceText(copy, { ...source, page: null }),
    });
    saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), words.csvName);
  };

  return (
    <div data-export className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void pdf()} disabled={status === 'making'} className={buttonClasses('primary', 'md')}>
          <Glyph icon={Download} className="size-5" />
          {words.pdf}
        </button>
        <button type="button" onClick={csv} className={buttonClasses('secondary', 'md')}>
          <Glyph icon={FileText} className="size-5" />
          {words.csv}
        </button>
        <button type="button" onClick={() => window.print()} className={buttonClasses('secondary', 'md')}>
          <Glyph icon={Printer} className="size-5" />
          {words.print}
        </button>
      </div>
      <p role="status" data-export-status={status} className="min-h-6 text-sm text-ink-700">
        {status === 'making' ? words.making : null}
        {status === 'made' ? fillTemplate(words.made, { name: words.pdfName }) : null}
        {status === 'failed' ? words.failed : null}
      </p>
    </div>
  );
}
