#!/usr/bin/env node
/**
 * Generates the site's flat SVG illustrations for the blog, the team and the testimonials: conference
 * scenes, people and mock screens. Deterministic (seeded by file name), so re-running changes nothing
 * unless this script changes. `tests/unit/content/pages.test.ts` checks that every image named in
 * content/ exists here with the size its record declares.
 *
 *   node scripts/media/illustrations.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const out = join(root, 'public', 'illustrations');

// Theme colours (tailwind.config.ts) and a few extra tones for people and scenery.
const c = {
  ink950: '#081226',
  ink900: '#0F1E36',
  ink700: '#2A3D5C',
  ink400: '#6E85A8',
  ink200: '#C9D5E6',
  ink100: '#E6ECF5',
  ink50: '#F4F7FB',
  brand700: '#233DB4',
  brand600: '#2A4DD9',
  brand400: '#5F88F6',
  brand200: '#BCD0FD',
  brand100: '#DCE7FE',
  brand50: '#EEF4FF',
  accent400: '#F9C23C',
  accent300: '#FCD770',
  accent200: '#FDE9A8',
  green: '#3BAF7E',
  red: '#E0644F',
  white: '#FFFFFF',
};
const skins = ['#F2C9A5', '#E0AC86', '#C68A62', '#9C6644', '#7A4E33', '#F6D7BF'];
const hairs = ['#1F1A17', '#3B2A20', '#6B4A2F', '#A47148', '#D9B26F', '#8C8C8C'];
const shirts = [c.brand600, c.accent400, c.green, c.red, c.ink700, '#7C5CD6', '#2F9BB5', c.brand400];

/** A small seeded generator, so each file always gets the same "random" choices. */
function rng(seedText) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const luminance = (hex) => {
  const [red, green, blue] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * red + 0.587 * green + 0.114 * blue;
};

/** Coordinates to a tenth of a pixel: the long fractions of the layout arithmetic only add bytes to a page. */
const tenths = (markup) => markup.replace(/-?\d+\.\d{3,}/g, (number) => String(Math.round(Number(number) * 10) / 10));

function svg(width, height, title, body) {
  body = tenths(body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

const rect = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** The owl mark, as in components/ui/logo.tsx, scaled to `size`. */
function owl(x, y, size) {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="40" height="40" rx="10" fill="${c.brand700}"/><path d="M8 13 14 8l6 4 6-4 6 5v11c0 6-5.4 10-12 10S8 30 8 24Z" fill="${c.ink900}"/><circle cx="15" cy="19" r="4.5" fill="${c.accent400}"/><circle cx="25" cy="19" r="4.5" fill="${c.accent400}"/><circle cx="15" cy="19" r="1.8" fill="${c.ink900}"/><circle cx="25" cy="19" r="1.8" fill="${c.ink900}"/><path d="m18 24.5 2 3.5 2-3.5Z" fill="${c.accent400}"/></g>`;
}

/**
 * A standing or seated person seen from the front, feet (or seat) at y; `s` scales a 100 px tall figure. Drawn
 * about its own feet and placed by a transform, so its coordinates stay short whole numbers.
 */
function person(r, x, y, s = 1, { seated = false, back = false } = {}) {
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  const shirt = pick(r, shirts);
  const long = r() > 0.55;
  const top = seated ? -70 : -100;
  const head = 11;
  const hy = top + head;
  // body
  let g = `<path d="M-17 0L-15 ${top + 30}Q0 ${top + 22} 15 ${top + 30}L17 0Z" fill="${shirt}"/>`;
  if (!seated) g += rect(-12, -30, 24, 30, c.ink900, 'rx="3"');
  // neck and head
  g += rect(-4, hy + head * 0.7, 8, 8, skin);
  if (long)
    g += `<path d="M${-head * 1.1} ${hy}Q${-head * 1.2} ${hy + head * 2} ${-head * 0.4} ${hy + head * 1.9}L${head * 0.4} ${hy + head * 1.9}Q${head * 1.2} ${hy + head * 2} ${head * 1.1} ${hy}Z" fill="${hair}"/>`;
  g += circle(0, hy, head, back ? hair : skin);
  if (!back)
    g += `<path d="M${-head} ${hy - 1}Q0 ${hy - head * 1.6} ${head} ${hy - 1}Q${head * 0.6} ${hy - head * 0.55} 0 ${hy - head * 0.6}Q${-head * 0.6} ${hy - head * 0.55} ${-head} ${hy - 1}Z" fill="${hair}"/>`;
  return `<g transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}">${g}</g>`;
}

/** A mock screen of the product: an estimate comparison table, or a policy answer with its citation. */
function screen(r, x, y, w, h, kind = 'compare') {
  let g = rect(x, y, w, h, c.ink900, `rx="${Math.max(6, w * 0.02)}"`);
  const p = w * 0.035;
  const ix = x + p;
  const iy = y + p;
  const iw = w - 2 * p;
  const ih = h - 2 * p;
  g += rect(ix, iy, iw, ih, c.white, 'rx="4"');
  g += rect(ix, iy, iw, ih * 0.1, c.brand700, 'rx="4"');
  g += circle(ix + ih * 0.05, iy + ih * 0.05, ih * 0.025, c.accent400);
  if (kind === 'compare') {
    const rows = 6;
    const rh = (ih * 0.8) / rows;
    for (let i = 0; i < rows; i += 1) {
      const ry = iy + ih * 0.15 + i * rh;
      const flag = i === 2 ? c.red : i === 4 ? c.accent400 : null;
      g += rect(ix + iw * 0.04, ry + rh * 0.25, iw * 0.38, rh * 0.22, c.ink200, 'rx="2"');
      g += rect(ix + iw * 0.5, ry + rh * 0.25, iw * (0.12 + r() * 0.08), rh * 0.22, c.brand200, 'rx="2"');
      g += rect(ix + iw * 0.74, ry + rh * 0.25, iw * (0.1 + r() * 0.1), rh * 0.22, flag ?? c.brand200, 'rx="2"');
      g += rect(ix + iw * 0.03, ry + rh * 0.85, iw * 0.94, 1, c.ink100);
    }
  } else if (kind === 'chart') {
    const bars = 6;
    for (let i = 0; i < bars; i += 1) {
      const bh = ih * (0.2 + r() * 0.5);
      const bx = ix + iw * 0.08 + i * (iw * 0.14);
      g += rect(bx, iy + ih * 0.92 - bh, iw * 0.05, bh, c.brand600, 'rx="2"');
      g += rect(bx + iw * 0.055, iy + ih * 0.92 - bh * 0.8, iw * 0.05, bh * 0.8, c.accent400, 'rx="2"');
    }
  } else {
    // policy answer: a question bubble, an answer and a highlighted citation
    g += rect(ix + iw * 0.45, iy + ih * 0.18, iw * 0.5, ih * 0.12, c.brand100, 'rx="8"');
    g += rect(ix + iw * 0.05, iy + ih * 0.36, iw * 0.6, ih * 0.3, c.ink50, 'rx="8"');
    for (let i = 0; i < 3; i += 1)
      g += rect(ix + iw * 0.08, iy + ih * (0.41 + i * 0.07), iw * (0.5 - i * 0.1), ih * 0.03, c.ink200, 'rx="2"');
    g += rect(ix + iw * 0.05, iy + ih * 0.72, iw * 0.9, ih * 0.16, c.accent200, 'rx="6"');
    g += rect(ix + iw * 0.08, iy + ih * 0.78, iw * 0.55, ih * 0.04, c.accent400, 'rx="2"');
  }
  return g;
}

function floor(w, h, y, colour) {
  return rect(0, y, w, h - y, colour);
}

const scenes = {
  booth(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += floor(w, h, h * 0.78, tone.floor);
    // back wall of the booth with banner
    g += rect(w * 0.12, h * 0.1, w * 0.76, h * 0.62, c.white, 'rx="10"');
    g += rect(w * 0.12, h * 0.1, w * 0.76, h * 0.14, c.ink900, 'rx="10"');
    g += owl(w * 0.14, h * 0.115, h * 0.11);
    g += rect(w * 0.24, h * 0.15, w * 0.3, h * 0.035, c.white, 'rx="6"');
    g += screen(r, w * 0.3, h * 0.28, w * 0.4, h * 0.34, pick(r, ['compare', 'chart', 'policy']));
    // counter
    g += rect(w * 0.2, h * 0.62, w * 0.6, h * 0.2, c.brand700, 'rx="8"');
    g += rect(w * 0.2, h * 0.62, w * 0.6, h * 0.03, c.brand400, 'rx="4"');
    g += owl(w * 0.47, h * 0.68, h * 0.08);
    // people
    g += person(r, w * 0.16, h * 0.95, 2.6);
    g += person(r, w * 0.84, h * 0.95, 2.7);
    g += person(r, w * 0.66, h * 0.98, 2.9, { back: true });
    return g;
  },
  demo(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += rect(0, h * 0.7, w, h * 0.3, tone.floor);
    // laptop
    g += screen(r, w * 0.2, h * 0.08, w * 0.6, h * 0.6, pick(r, ['compare', 'policy']));
    g += `<path d="M${w * 0.12} ${h * 0.72} L${w * 0.2} ${h * 0.68} L${w * 0.8} ${h * 0.68} L${w * 0.88} ${h * 0.72} Z" fill="${c.ink400}"/>`;
    g += rect(w * 0.12, h * 0.72, w * 0.76, h * 0.03, c.ink700, 'rx="4"');
    // hands / coffee
    g += rect(w * 0.88, h * 0.6, w * 0.05, h * 0.1, c.white, 'rx="6"');
    g += rect(w * 0.885, h * 0.6, w * 0.04, h * 0.02, '#6B4A2F', 'rx="2"');
    g += person(r, w * 0.06, h * 1.05, 3.2, { back: true });
    return g;
  },
  stage(r, w, h, tone) {
    let g = rect(0, 0, w, h, c.ink900);
    g += rect(w * 0.18, h * 0.08, w * 0.64, h * 0.38, c.ink700, 'rx="6"');
    g += screen(r, w * 0.2, h * 0.1, w * 0.6, h * 0.34, 'chart');
    g += rect(0, h * 0.55, w, h * 0.08, tone.floor);
    g += person(r, w * 0.3, h * 0.56, 1.6);
    g += person(r, w * 0.5, h * 0.56, 1.6);
    g += person(r, w * 0.7, h * 0.56, 1.6);
    g += rect(w * 0.22, h * 0.46, w * 0.56, h * 0.06, c.brand700, 'rx="4"');
    // audience
    for (let row = 0; row < 3; row += 1) {
      for (let i = 0; i < 9; i += 1) {
        const x = w * (0.06 + i * 0.11 + (row % 2) * 0.05);
        const y = h * (0.82 + row * 0.1);
        g += person(r, x, y + 60 * (1 + row * 0.2), 1.4 + row * 0.25, { back: true });
      }
    }
    return g;
  },
  hall(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += `<path d="M0 ${h * 0.55} L${w} ${h * 0.55} L${w} ${h} L0 ${h} Z" fill="${tone.floor}"/>`;
    // ceiling lights
    for (let i = 0; i < 6; i += 1) g += rect(w * (0.08 + i * 0.16), h * 0.05, w * 0.08, h * 0.015, c.white, 'rx="3" opacity="0.8"');
    // booths in two rows
    for (let row = 0; row < 2; row += 1) {
      const scale = row === 0 ? 0.6 : 1;
      const by = row === 0 ? h * 0.3 : h * 0.42;
      for (let i = 0; i < (row === 0 ? 6 : 4); i += 1) {
        const bw = w * 0.2 * scale;
        const bx = row === 0 ? w * 0.04 + i * (bw + w * 0.04) : w * 0.02 + i * (bw + w * 0.05);
        const colour = pick(r, [c.brand600, c.accent400, c.green, c.red, '#7C5CD6', '#2F9BB5']);
        g += rect(bx, by, bw, h * 0.22 * scale, c.white, 'rx="6"');
        g += rect(bx, by, bw, h * 0.05 * scale, colour, 'rx="6"');
        if (row === 1 && i === 1) g += owl(bx + bw * 0.04, by + h * 0.005, h * 0.04);
        g += rect(bx + bw * 0.1, by + h * 0.14 * scale, bw * 0.8, h * 0.08 * scale, colour, 'rx="4" opacity="0.85"');
      }
    }
    for (let i = 0; i < 7; i += 1)
      g += person(r, w * (0.08 + i * 0.14 + r() * 0.03), h * (0.88 + r() * 0.1), 1.7 + r() * 0.6, { back: r() > 0.5 });
    return g;
  },
  conversation(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += floor(w, h, h * 0.8, tone.floor);
    g += rect(w * 0.55, h * 0.12, w * 0.38, h * 0.5, c.white, 'rx="10"');
    g += owl(w * 0.58, h * 0.15, h * 0.08);
    g += screen(r, w * 0.6, h * 0.26, w * 0.3, h * 0.3, pick(r, ['chart', 'policy']));
    // tall table
    g += rect(w * 0.36, h * 0.58, w * 0.18, h * 0.025, c.ink700, 'rx="4"');
    g += rect(w * 0.44, h * 0.6, w * 0.02, h * 0.22, c.ink700);
    g += rect(w * 0.385, h * 0.545, w * 0.06, h * 0.035, c.ink900, 'rx="3"');
    g += person(r, w * 0.27, h * 0.97, 3);
    g += person(r, w * 0.6, h * 0.97, 2.9);
    g += person(r, w * 0.8, h * 0.98, 2.8);
    // speech bubbles
    g += rect(w * 0.16, h * 0.08, w * 0.2, h * 0.1, c.white, 'rx="14"');
    g += rect(w * 0.18, h * 0.115, w * 0.14, h * 0.02, c.ink200, 'rx="4"');
    g += rect(w * 0.18, h * 0.145, w * 0.09, h * 0.02, c.ink200, 'rx="4"');
    return g;
  },
  city(r, w, h, tone) {
    let g = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone.sky[0]}"/><stop offset="1" stop-color="${tone.sky[1]}"/></linearGradient></defs>`;
    g += rect(0, 0, w, h, 'url(#sky)');
    g += circle(w * 0.75, h * 0.32, h * 0.12, c.accent300);
    let x = 0;
    // The lit windows, one path for all: a rectangle element each would make a city's file many times larger.
    let windows = '';
    while (x < w) {
      const bw = w * (0.05 + r() * 0.07);
      const bh = h * (0.2 + r() * 0.45);
      g += rect(x, h * 0.8 - bh, bw, bh, r() > 0.5 ? c.ink900 : c.ink700);
      for (let wy = h * 0.8 - bh + 16; wy < h * 0.76; wy += 34) {
        for (let wx = x + 10; wx < x + bw - 12; wx += 24) if (r() > 0.55) windows += `M${wx} ${wy}h6v9h-6z`;
      }
      x += bw + w * 0.006;
    }
    g += `<path d="${windows}" fill="${c.accent200}" opacity="0.8"/>`;
    g += rect(0, h * 0.8, w, h * 0.2, tone.ground);
    if (tone.palms) {
      for (const px of [w * 0.08, w * 0.9]) {
        g += `<path d="M${px} ${h * 0.95} Q${px + 10} ${h * 0.7} ${px + 4} ${h * 0.5}" stroke="#6B4A2F" stroke-width="10" fill="none"/>`;
        for (let i = 0; i < 5; i += 1) {
          const a = -2.6 + i * 0.55;
          g += `<path d="M${px + 4} ${h * 0.5} q${Math.cos(a) * 60} ${Math.sin(a) * 40 - 10} ${Math.cos(a) * 110} ${Math.sin(a) * 60 + 30}" stroke="${c.green}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
        }
      }
    }
    return g;
  },
  cohort(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += rect(w * 0.05, h * 0.08, w * 0.3, h * 0.3, c.white, 'rx="8"');
    g += rect(w * 0.08, h * 0.12, w * 0.24, h * 0.04, c.brand600, 'rx="4"');
    for (let i = 0; i < 3; i += 1) g += rect(w * 0.08, h * (0.2 + i * 0.05), w * (0.22 - i * 0.04), h * 0.025, c.ink200, 'rx="3"');
    g += floor(w, h, h * 0.72, tone.floor);
    for (let i = 0; i < 5; i += 1) g += person(r, w * (0.18 + i * 0.16), h * 0.7, 2.6, { seated: true });
    g += rect(w * 0.06, h * 0.62, w * 0.88, h * 0.06, c.ink700, 'rx="10"');
    for (let i = 0; i < 4; i += 1) g += rect(w * (0.14 + i * 0.2), h * 0.54, w * 0.1, h * 0.08, c.ink900, 'rx="4"');
    g += owl(w * 0.84, h * 0.12, h * 0.14);
    return g;
  },
  workshop(r, w, h, tone) {
    let g = rect(0, 0, w, h, tone.wall);
    g += floor(w, h, h * 0.8, tone.floor);
    g += rect(w * 0.1, h * 0.1, w * 0.62, h * 0.52, c.white, `rx="8" stroke="${c.ink200}" stroke-width="6"`);
    const boxes = [
      [0.15, 0.2, 'PDF'],
      [0.32, 0.2, 'OCR'],
      [0.49, 0.2, 'Items'],
      [0.32, 0.42, 'Policy'],
      [0.49, 0.42, 'Answer'],
    ];
    for (const [bx, by, label] of boxes) {
      g += rect(w * bx, h * by, w * 0.14, h * 0.1, c.brand50, `rx="8" stroke="${c.brand600}" stroke-width="3"`);
      g += `<text x="${w * (bx + 0.07)}" y="${h * (by + 0.063)}" font-family="Arial, sans-serif" font-size="${h * 0.035}" text-anchor="middle" fill="${c.brand700}">${label}</text>`;
    }
    g += `<path d="M${w * 0.29} ${h * 0.25} h${w * 0.03} M${w * 0.46} ${h * 0.25} h${w * 0.03} M${w * 0.39} ${h * 0.3} v${h * 0.12} M${w * 0.46} ${h * 0.47} h${w * 0.03}" stroke="${c.accent400}" stroke-width="6" stroke-linecap="round"/>`;
    g += person(r, w * 0.8, h * 0.95, 3.2);
    g += person(r, w * 0.2, h * 1.02, 2.6, { back: true });
    g += person(r, w * 0.42, h * 1.03, 2.5, { back: true });
    return g;
  },
  'demo-day'(r, w, h, tone) {
    return scenes.stage(r, w, h, tone);
  },
};

const tones = {
  blue: { wall: c.brand50, floor: c.ink100, sky: ['#FDE9A8', '#F5A97F'], ground: c.ink900, palms: false },
  sand: { wall: '#FFF6E5', floor: '#F1E1C4', sky: ['#FFD9A0', '#F38C6B'], ground: c.ink900, palms: true },
  mint: { wall: '#E9F7F1', floor: '#CFEADF', sky: ['#BCD0FD', '#8FB0FB'], ground: c.ink900, palms: false },
  dusk: { wall: c.ink50, floor: c.ink200, sky: ['#5F88F6', '#F9C23C'], ground: c.ink950, palms: false },
};

/** Blog images: [post slug, tone, [image name, scene][]]; the names match content/blog.ts. */
const blog = [
  ['joined-ai-accelerator-programme', 'blue', ['cohort', 'workshop', 'demo-day']],
  ['claims-conference-2025', 'sand', ['booth', 'demo', 'stage', 'hall', 'conversation', 'city']],
  ['international-roofing-expo-2025', 'dusk', ['hall', 'demo', 'booth', 'city']],
  ['src-summit-2025', 'mint', ['booth', 'conversation', 'city']],
  ['windstorm-2025', 'sand', ['stage', 'demo', 'city']],
  ['roofcon-2024', 'blue', ['booth', 'conversation']],
];

function write(rel, content) {
  const file = join(out, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return rel;
}

const written = [];
for (const [slug, toneName, names] of blog) {
  for (const name of names) {
    const r = rng(`${slug}/${name}`);
    const sceneName = name in scenes ? name : 'booth';
    const body = scenes[sceneName](r, 1200, 800, tones[toneName]);
    written.push(write(`blog/${slug}/${name}.svg`, svg(1200, 800, `${slug} ${name}`, body)));
  }
}

/**
 * A head-and-shoulders portrait. `headHigh` places the head in the upper part of a tall picture with the
 * torso below (as in a half-length photo): such a picture must be cropped from its top edge, which is what
 * the technical team's top-alignment flag is for.
 */
function portrait(id, width, height, hairStyle, background, glasses, halo = true, headHigh = false) {
  const r = rng(id);
  const skin = pick(r, skins);
  const picked = pick(r, hairs);
  // Hair too close to the skin tone reads as a bald head: fall back to the darkest hair colour.
  const hair = Math.abs(luminance(picked) - luminance(skin)) < 60 ? hairs[0] : picked;
  const shirt = pick(r, shirts);
  const cx = width / 2;
  const headR = width * 0.16;
  const headY = headHigh ? height * 0.3 : height - width * 0.62;
  const shoulderY = headY + width * 0.32;
  let g = background ? rect(0, 0, width, height, background) : '';
  if (halo) g += circle(cx, headY + width * 0.17, width * 0.42, c.white, 'opacity="0.35"');
  // shoulders and torso down to the bottom edge
  g += `<path d="M${width * 0.12} ${height} L${width * 0.12} ${Math.min(height, shoulderY + width * 0.3)} Q${width * 0.14} ${shoulderY} ${cx} ${shoulderY} Q${width * 0.86} ${shoulderY} ${width * 0.88} ${Math.min(height, shoulderY + width * 0.3)} L${width * 0.88} ${height} Z" fill="${shirt}"/>`;
  g += `<path d="M${cx - width * 0.07} ${shoulderY - width * 0.01} L${cx} ${shoulderY + width * 0.1} L${cx + width * 0.07} ${shoulderY - width * 0.01} Z" fill="${c.white}"/>`;
  g += rect(cx - width * 0.055, headY + headR * 0.6, width * 0.11, width * 0.14, skin, 'rx="10"');
  if (hairStyle === 'long')
    g += `<path d="M${cx - headR * 1.15} ${headY} Q${cx - headR * 1.4} ${headY + headR * 2.3} ${cx - headR * 0.5} ${headY + headR * 2.1} L${cx + headR * 0.5} ${headY + headR * 2.1} Q${cx + headR * 1.4} ${headY + headR * 2.3} ${cx + headR * 1.15} ${headY} Z" fill="${hair}"/>`;
  g += `<ellipse cx="${cx}" cy="${headY}" rx="${headR}" ry="${headR * 1.15}" fill="${skin}"/>`;
  if (hairStyle === 'bun') g += circle(cx, headY - headR * 1.3, headR * 0.45, hair);
  if (hairStyle === 'curly')
    for (let i = 0; i < 9; i += 1)
      g += circle(
        cx + Math.cos(Math.PI + (i * Math.PI) / 8) * headR * 0.95,
        headY - headR * 0.2 + Math.sin(Math.PI + (i * Math.PI) / 8) * headR * 0.95,
        headR * 0.32,
        hair,
      );
  else
    g += `<path d="M${cx - headR * 1.02} ${headY} Q${cx - headR} ${headY - headR * 1.45} ${cx} ${headY - headR * 1.2} Q${cx + headR} ${headY - headR * 1.45} ${cx + headR * 1.02} ${headY} Q${cx + headR * 0.7} ${headY - headR * 0.7} ${cx} ${headY - headR * 0.75} Q${cx - headR * 0.6} ${headY - headR * 0.6} ${cx - headR * 1.02} ${headY} Z" fill="${hair}"/>`;
  // face
  g += circle(cx - headR * 0.38, headY + headR * 0.05, headR * 0.08, c.ink900);
  g += circle(cx + headR * 0.38, headY + headR * 0.05, headR * 0.08, c.ink900);
  g += `<path d="M${cx - headR * 0.3} ${headY + headR * 0.5} Q${cx} ${headY + headR * 0.72} ${cx + headR * 0.3} ${headY + headR * 0.5}" stroke="${c.ink900}" stroke-width="${headR * 0.07}" fill="none" stroke-linecap="round"/>`;
  if (glasses) {
    g += `<g fill="none" stroke="${c.ink900}" stroke-width="${headR * 0.06}"><circle cx="${cx - headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.24}"/><circle cx="${cx + headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.24}"/><path d="M${cx - headR * 0.14} ${headY + headR * 0.05} h${headR * 0.28}"/></g>`;
  }
  return g;
}

/** [id, width, height, hair, background, glasses, head high]; head-high portraits match `alignTop` in content/team.ts. */
const team = [
  ['marcus-delgado', 480, 480, 'short', c.brand100, false, false],
  ['priya-raman', 480, 480, 'long', c.accent200, true, false],
  ['elena-whitfield', 480, 480, 'bun', '#D7F0E6', false, false],
  ['david-okafor', 480, 480, 'curly', c.brand200, true, false],
  ['sofia-martinez', 480, 640, 'long', '#E6E0FA', false, true],
  ['james-whitaker', 480, 640, 'short', c.ink100, true, false],
  ['hannah-cho', 480, 640, 'bun', c.accent200, true, true],
];
for (const [id, w, h, style, bg, glasses, headHigh] of team) {
  written.push(write(`team/${id}.svg`, svg(w, h, id, portrait(id, w, h, style, bg, glasses, true, headHigh))));
}

/** Testimonial tiles: a person at their desk, framed like a video still. */
function office(id, hairStyle, kind) {
  const r = rng(id);
  const w = 1280;
  const h = 720;
  let g = rect(0, 0, w, h, c.ink900);
  g += rect(0, 0, w, h * 0.75, kind === 'roof' ? '#23314F' : '#1E2A44');
  g += rect(w * 0.06, h * 0.1, w * 0.36, h * 0.42, c.ink700, 'rx="8"');
  g += screen(r, w * 0.07, h * 0.11, w * 0.34, h * 0.4, kind === 'roof' ? 'compare' : 'policy');
  g += rect(w * 0.7, h * 0.12, w * 0.2, h * 0.5, '#2E3F63', 'rx="6"');
  for (let i = 0; i < 4; i += 1) g += rect(w * 0.72, h * (0.16 + i * 0.11), w * 0.16, h * 0.02, c.ink400, 'rx="3"');
  g += `<g transform="translate(${w * 0.3} 0)">${portrait(id, w * 0.5, h, hairStyle, null, kind !== 'roof', false)}</g>`;
  g += rect(0, h * 0.8, w, h * 0.2, c.ink950, 'opacity="0.85"');
  g += rect(w * 0.05, h * 0.865, w * 0.3, h * 0.03, c.white, 'rx="6" opacity="0.9"');
  g += rect(w * 0.05, h * 0.92, w * 0.18, h * 0.025, c.ink400, 'rx="6"');
  return g;
}
written.push(write('testimonials/ray-castillo.svg', svg(1280, 720, 'ray-castillo', office('ray-castillo', 'short', 'roof'))));
written.push(write('testimonials/dana-mercer.svg', svg(1280, 720, 'dana-mercer', office('dana-mercer', 'long', 'policy'))));

console.log(`Wrote ${written.length} illustrations under public/illustrations/`);
