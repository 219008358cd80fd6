/**
 * The estimates of the corpus: one realistic water-and-roof claim (six rooms on two levels, a roof, general
 * conditions) and the variants that each reproduce one convention or seed known defects.
 */
import { buildEstimate, generalConditions, interiorRoom, roof } from './model.mjs';

const interior = (name, length, width, options) => ({ name, dimensions: [length, width], lines: interiorRoom(length, width, options) });

/** The rooms of the realistic claim, by level; `edit` may change a room's lines. */
export function claimLayout({ edit = (room) => room, laborMinimum = false, fence = false } = {}) {
  const layout = [
    {
      name: 'Main Level',
      rooms: [
        interior('Kitchen', 14, 12, { carpet: false }),
        interior('Living Room', 18, 15),
        interior('Hallway', 12, 4),
        interior('Bathroom', 8, 6, { carpet: false }),
      ],
    },
    { name: 'Upper Level', rooms: [interior('Bedroom 1', 13, 12), interior('Bedroom 2', 12, 11)] },
    {
      name: 'Exterior',
      rooms: [
        { name: 'Roof', lines: roof(26, 140) },
        ...(fence ? [{ name: 'Fence', lines: [['fence', 64, { extra: { open: true } }]] }] : []),
      ],
    },
    {
      name: 'General',
      rooms: [
        { name: 'General Conditions', lines: generalConditions() },
        ...(laborMinimum ? [{ name: 'Labor Minimums Applied', lines: [['drywallMinimum', 1, { extra: { number: 84 } }]] }] : []),
      ],
    },
  ];
  return layout.map((level) => ({ ...level, rooms: level.rooms.map((room) => edit(room)) }));
}

/** The claim as Xactimate exports it: O&P on item and tax (cleaning on the item alone). */
export const exportSettings = { opBase: 'item+tax' };

export const claim = (settings, options) => ({ name: 'HARRIS_J', ...buildEstimate(claimLayout(options), settings) });

/**
 * The same rooms in nineteen units of two buildings, each unit's living room with the same lines (told apart
 * by the unit's location, or only by the rooms between them), a bid item, a placeholder and a credit.
 */
export function repeatsEstimate(settings) {
  const units = Array.from({ length: 19 }, (_, i) => ({
    name: 'Living Room',
    code: 'LIVING_ROOM1',
    unitLocation: i % 2 === 0 ? `Unit ${101 + i}` : '',
    coverage: `Loc 1 Bldg ${1 + Math.floor(i / 10)}`,
    lines: [
      ['sealPaint', 384],
      ['paintBase', 48],
    ],
  }));
  const layout = [
    { name: 'Building', rooms: units },
    {
      name: 'General',
      rooms: [
        {
          name: 'General Conditions',
          lines: [
            ['bidKitchen', 1],
            ['placeholder', 1],
            ['credit', 1],
            ['handWash', 9],
          ],
        },
      ],
    },
  ];
  return { name: 'LAGO_UNITS', ...buildEstimate(layout, settings) };
}

/** A large claim: `rooms` rooms of fifteen lines, for the speed benchmark. */
export function largeEstimate(rooms, settings) {
  const layout = [
    { name: 'Building', rooms: Array.from({ length: rooms }, (_, i) => interior(`Unit ${100 + i}`, 10 + (i % 7), 8 + (i % 5))) },
  ];
  return { name: 'LARGE_LOSS', ...buildEstimate(layout, settings) };
}
