#!/usr/bin/env node
/**
 * The policy reader on real documents it has not seen, found as text (a repository's transcription, an OCR's
 * Markdown) rather than as PDFs:
 *
 *   node scripts/bench/policy-unseen.mjs <folder> [name …]
 *
 * Each `<name>.txt` of the folder is printed into a PDF as such documents set it out (one column; a Markdown table's
 * cells in columns; a label ending in an amount with the amount in a column of its own; `#` headings in bold; page
 * breaks where the text marks them), read through pdf.js and the reader, and what it found is written beside it
 * (`<name>.found.json`) and counted against `<name>.json`, an answer key written by reading the document (its
 * `kind` and lists of `limits`, `deductibles`, `definitions`, `exclusions`). The layout is a likeness, not the
 * carrier's: what the reader misses here is a lead to check against the real layout (and to reproduce in the
 * corpus, scripts/data/policy-corpus/), not a measure of it. The texts stay out of the repository.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { importTs } from '../lib/ts.mjs';

const { readPolicyPdf } = await importTs('lib/policy/read.ts');

const LINE = 11;
const TOP = 60;
const BOTTOM = 730;
/** A transcriber's notes, made-up sub-headings and gap markers: not the document's words. */
const NOT_PRINTED = /^>|^#{3,}\s+Item \d|\[(?:CAPTURE GAP|ILLEGIBLE)/;
const PAGE_BREAK = /^\f|^<!-- Page \d+ -->$|^PAGE \d+$/;

/** The text set out on letter pages with pdfkit, as a PDF's bytes. */
export function printText(text) {
  return new Promise((done) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => done(new Uint8Array(Buffer.concat(chunks))));
    let y = TOP;
    let started = false;
    const put = (words, x, { bold = false, right = false } = {}) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      doc.text(words, right ? x - doc.widthOfString(words) : x, y, { lineBreak: false });
    };
    const next = () => {
      y += LINE;
      if (y > BOTTOM) {
        doc.addPage();
        y = TOP;
      }
    };
    for (const raw of text.replace(/\r/g, '').split('\n')) {
      const line = raw.trim();
      if (PAGE_BREAK.test(line)) {
        if (started) doc.addPage();
        y = TOP;
        continue;
      }
      started = true;
      if (NOT_PRINTED.test(line) || /^-{3,}$/.test(line) || /^\|\s*-{3}/.test(line)) continue;
      if (line.startsWith('|')) {
        const cells = line
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => cell.replace(/\*\*|`/g, '').trim());
        const width = 504 / cells.length;
        cells.forEach((cell, at) => cell && put(cell.slice(0, Math.floor(width / 4.6)), 54 + at * width));
        next();
        continue;
      }
      const heading = /^#+\s/.test(line);
      // A heading, or a line in capitals standing alone (a plain-text transcription's heading), is printed as forms
      // print their headings, with room above it.
      if (heading || (/^[A-Z][A-Z0-9 ,&'’–-]{2,60}$/.test(line) && line.split(' ').length <= 8)) y += LINE / 2;
      const clean = line
        .replace(/^#+\s*|^- /g, '')
        .replace(/\*/g, '')
        .replace(/&amp;/g, '&');
      const labelled = /^(.*\S)\s+(\$\s?[\d,]+(?:\.\d\d)?)$/.exec(clean);
      if (labelled && labelled[1].length < 90 && !heading) {
        put(labelled[1], 54);
        put(labelled[2], 470, { right: true });
        next();
        continue;
      }
      const indent = Math.min(40, raw.match(/^\s*/)[0].replace(/\t/g, '    ').length);
      let rest = clean;
      do {
        let cut = rest.length > 110 ? rest.lastIndexOf(' ', 110) : rest.length;
        if (cut < 20) cut = Math.min(110, rest.length);
        if (rest) put(rest.slice(0, cut), 54 + indent * 4.5, { bold: heading });
        rest = rest.slice(cut).trim();
        next();
      } while (rest);
    }
    doc.end();
  });
}

const squeeze = (text) => String(text).toLowerCase().replace(/["*]/g, '').replace(/\s+/g, ' ').trim();

/** What the reader found, in the answer key's terms, and how much of the key it found. */
export async function readUnseen(folder, name) {
  const bytes = await printText(readFileSync(join(folder, `${name}.txt`), 'utf8'));
  const { reading } = await readPolicyPdf([{ name, bytes }]);
  const found = {
    kinds: reading.documents.map((document) => document.kind),
    limits: reading.coverages.map((coverage) => ({ label: coverage.label, amount: coverage.amount, page: coverage.page })),
    deductibles: reading.deductibles.map((deductible) => ({
      appliesTo: deductible.appliesTo,
      label: deductible.label,
      amount: deductible.amount,
      percent: deductible.percent,
      page: deductible.page,
    })),
    definitions: reading.definitions.map((definition) => definition.term),
    exclusions: reading.exclusions.map((exclusion) => ({ section: exclusion.section, number: exclusion.number, heading: exclusion.heading })),
    formsListed: reading.formsListed.map((form) => form.number),
    worthALook: reading.worthALook.map((item) => item.text),
  };
  writeFileSync(join(folder, `${name}.found.json`), `${JSON.stringify(found, null, 2)}\n`);
  let key = null;
  try {
    key = JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8'));
  } catch {
    // No answer key: what was found is written, nothing is counted.
  }
  const count = (expected, hit) => (expected ? `${expected.filter(hit).length}/${expected.length}` : '–');
  const amounts = (list) => new Set(list.map((item) => item.amount));
  return {
    name,
    kind: `${key?.kind ?? '?'} → ${found.kinds.join(', ')}`,
    limits: count(key?.limits, (limit) => amounts(found.limits).has(limit.amount)),
    deductibles: count(key?.deductibles, (deductible) => amounts(found.deductibles).has(deductible.amount)),
    definitions: count(key?.definitions, (term) => found.definitions.includes(squeeze(term))),
    exclusions: count(key?.exclusions, (exclusion) =>
      found.exclusions.some((item) => item.section === (exclusion.section ?? null) && squeeze(item.number) === squeeze(exclusion.number)),
    ),
    found: { limits: found.limits.length, deductibles: found.deductibles.length, definitions: found.definitions.length, exclusions: found.exclusions.length },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [folder, ...only] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage: node scripts/bench/policy-unseen.mjs <folder of .txt documents and .json answer keys> [name …]');
    process.exit(2);
  }
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => basename(file, '.txt'))
    .filter((name) => only.length === 0 || only.includes(name));
  for (const name of names) console.log(JSON.stringify(await readUnseen(folder, name)));
}
