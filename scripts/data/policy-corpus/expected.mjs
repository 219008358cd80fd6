/**
 * What the reader must give for a fixture, from the marks its writer recorded (each at the physical page it was
 * printed on): the document's kind and form, the documents a file of several holds, its blank pages and
 * misnumbered page labels, every limit, special limit,
 * deductible, defined term, exclusion, listed form, amendment and claim condition.
 */

/** 'Page 3 of 1' and the like: page labels numbered past their own count. */
function oddLabels(writer) {
  if (!writer.meta.footer) return [];
  const labels = [];
  for (let page = 1; page <= writer.pages; page += 1) {
    if (writer.blank.has(page)) continue;
    const match = /Page (\d+) of (\d+)/.exec(writer.meta.footer(page, writer.pages));
    if (match && Number(match[1]) > Number(match[2])) labels.push([page, match[0]]);
  }
  return labels;
}

export function expectedOf({ writer, form, missing, split = [], absent = [] }, kind, { read = true } = {}) {
  const marks = (name) => writer.marked(name);
  const nothing = !read;
  return {
    kind,
    form,
    pages: writer.pages,
    blankPages: [...writer.blank],
    pageLabels: oddLabels(writer),
    coverages: nothing ? [] : marks('coverage').map(({ mark, page }) => [mark.label, mark.amount, page, mark.terms ?? null]),
    deductibles: nothing
      ? []
      : [
          ...marks('deductible').map(({ mark, page }) => [mark.appliesTo, mark.amount, mark.percent, mark.dollars, page]),
          ...marks('coverage')
            .filter(({ mark }) => mark.deductible)
            .map(({ mark, page }) => [mark.deductible.appliesTo, mark.deductible.amount, null, null, page]),
          ...marks('deductible-clause').map(({ page }) => ['all-perils', null, null, null, page]),
        ],
    specialLimits: nothing ? [] : marks('special-limit').map(({ mark, page }) => [mark.label, mark.amount, mark.theft ?? false, page]),
    definitions: nothing ? [] : marks('definition').flatMap(({ mark, page }) => mark.terms.map((term) => [term, page])),
    exclusions: nothing
      ? []
      : marks('exclusion').map(({ mark, page }) => [
          mark.section,
          mark.number,
          mark.printed ? mark.heading : null,
          mark.printed,
          mark.change ?? null,
          page,
        ]),
    formsListed: nothing ? [] : marks('form-listed').map(({ mark, page }) => [mark.number, page]),
    formsMissing: nothing ? [] : (missing ?? marks('form-listed').map(({ mark }) => mark.number)),
    amendments: nothing ? [] : marks('amendment').map(({ mark, page }) => [page, mark.action, mark.key, mark.when ?? null]),
    changedBy: nothing
      ? []
      : marks('amendment')
          .filter(({ mark }) => mark.changes)
          .map(({ mark }) => [mark.changes.kind, mark.changes.heading, mark.action]),
    conditions: nothing ? [] : marks('condition').map(({ mark, page }) => [mark.condition, page, mark.limit ?? null]),
    // A file of several documents: each one's kind and first page (none for a file of one).
    documents: marks('document').map(({ mark, page }) => [mark.document, page]),
    // Where a numbered list skips labels it goes on past (a page left out): the label after the gap.
    gaps: nothing ? [] : marks('numbering-gap').map(({ mark, page }) => [mark.label, page]),
    // Definitions carried over a column or a page: the words they end with, which their text must reach.
    definitionEnds: split.map((entry) => [entry.term, entry.ends]),
    // Words printed as a watermark, which no text read may hold.
    absent,
  };
}
