/**
 * The realistic claim with seeded defects, and the findings each must give: as a carrier PDF prints it
 * (descriptions with their activity) or as Xactimate exports it.
 */
import { claim, exportSettings } from './estimates.mjs';
import { cents, count } from './expected.mjs';
import { printedDescription, priceList, unitCost } from './price-list.mjs';

/** The claim with seeded defects, as `printed` (a PDF, descriptions with their activity) or exported. */
export function defects(printed) {
  const base = unitCost(priceList.sealPaint);
  const estimate = claim(printed ? { opBase: 'item' } : exportSettings, {
    edit: (room) => {
      if (room.name === 'Roof' && !printed) return { ...room, lines: room.lines.filter(([key]) => key !== 'dripEdge') };
      if (room.name === 'Bedroom 2')
        return { ...room, lines: room.lines.map((line) => (line[0] === 'sealPaint' ? [line[0], line[1], { unitCost: base + 7 }] : line)) };
      if (room.name === 'Kitchen') {
        const at = room.lines.findIndex(([key]) => key === 'paintBase');
        return { ...room, lines: [...room.lines.slice(0, at + 1), room.lines[at], ...room.lines.slice(at + 1)] };
      }
      return room;
    },
  });
  const describe = (line) => (printed ? printedDescription(line.entry) : line.entry.description);
  const find = (roomName, key) => estimate.lines.filter((line) => line.room.name === roomName && line.key === key);
  const findings = [];

  /** A line whose `found` amount should have been `expected`. */
  const lineFinding = (kind, line, expected, found) => ({
    kind,
    reason: 'line',
    refs: [String(line.number)],
    subject: describe(line),
    expected: cents(expected),
    found: cents(found),
    stake: Math.abs(found - expected),
  });
  const [wrongRcv] = find('Living Room', 'baseboard');
  if (printed) {
    Object.assign(wrongRcv, { printedRcv: wrongRcv.rcv + 10000, printedAcv: wrongRcv.acv + 10000 });
    findings.push(lineFinding('rcv', wrongRcv, wrongRcv.rcv, wrongRcv.rcv + 10000));
  } else {
    Object.assign(wrongRcv, { printedItem: wrongRcv.item + 6300, printedRcv: wrongRcv.rcv + 6300, printedAcv: wrongRcv.acv + 6300 });
    findings.push(lineFinding('extension', wrongRcv, wrongRcv.item, wrongRcv.item + 6300));
    const [wrongAcv] = find('Hallway', 'carpet');
    wrongAcv.printedAcv = wrongAcv.acv - 2500;
    findings.push(lineFinding('acv', wrongAcv, wrongAcv.acv, wrongAcv.acv - 2500));
    const roofLines = estimate.lines.filter(
      (line) =>
        line.room.name === 'Roof' &&
        /\bshingle/i.test(line.entry.description) &&
        !/\b(?:ridge|hip|starter)\b/i.test(line.entry.description),
    );
    findings.push({
      kind: 'missing-item',
      reason: 'expected',
      refs: roofLines.map((line) => String(line.number)),
      subject: 'Drip edge',
      trade: 'Roofing',
      expected: { type: 'item', text: 'Drip edge' },
      found: { type: 'absent' },
      stake: null,
    });
  }
  const [original, copy] = find('Kitchen', 'paintBase');
  findings.push({
    kind: 'duplicate',
    reason: 'exact',
    refs: [String(original.number), String(copy.number)],
    subject: describe(copy),
    room: 'Kitchen',
    expected: count(1),
    found: count(2),
    stake: copy.printedRcv,
  });
  const [first] = estimate.lines.filter((line) => line.key === 'sealPaint');
  const [odd] = find('Bedroom 2', 'sealPaint');
  findings.push({
    kind: 'price',
    reason: 'differs',
    refs: [String(first.number), String(odd.number)],
    subject: describe(odd),
    expected: cents(base),
    found: cents(base + 7),
    stake: Math.round(7 * odd.quantity),
  });
  return { estimate, findings };
}
