#!/usr/bin/env node
/**
 * Renders our demo clips, posters and still screens from the mock product screens in scripts/media/scenes.
 * Each scene is a function of time; frames are screenshots from Chromium, encoded with ffmpeg.
 *
 *   node scripts/media/render.mjs [scene …]      (all scenes when none is named)
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and ffmpeg with libvpx-vp9, libx264 and libwebp.
 * Output: public/media/clips/<scene>.webm and .mp4, public/media/posters/<scene>.webp; a scene marked
 * `still: true` is a single mock screen and renders only public/media/screens/<scene>.webp. Each still also
 * gets its phone-sized copy (scripts/media/small-stills.mjs) and its preview (scripts/media/previews.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/browser.mjs';
import { writePreviews } from './previews.mjs';
import { writeSmallStills } from './small-stills.mjs';

/** A PNG frame as a WebP still (posters and still screens), at one quality for all. */
function encodeWebp(png, webp) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', png, '-c:v', 'libwebp', '-quality', '78', '-compression_level', '6', webp]);
}

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const here = join(root, 'scripts', 'media');
const out = join(root, 'public', 'media');
const FPS = 15;
const WIDTH = 1280;
const HEIGHT = 720;

const sceneFiles = readdirSync(join(here, 'scenes')).filter((f) => f.endsWith('.js'));
const wanted = process.argv.slice(2);
const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));

mkdirSync(join(out, 'clips'), { recursive: true });
mkdirSync(join(out, 'posters'), { recursive: true });
mkdirSync(join(out, 'screens'), { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--font-render-hinting=none'],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
await page.addStyleTag({
  content: `@font-face{font-family:'InterMock';src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2');font-weight:100 900;}`,
});
await page.addStyleTag({ path: join(here, 'kit.css') });
await page.addScriptTag({ path: join(here, 'kit.js') });
for (const file of sceneFiles) await page.addScriptTag({ path: join(here, 'scenes', file) });
await page.evaluate(() => document.fonts.ready);

const keys = await page.evaluate(() => Object.keys(window.scenes));
const report = [];
for (const key of keys) {
  if (wanted.length && !wanted.includes(key)) continue;
  const { duration, poster, still } = await page.evaluate((k) => {
    const scene = window.scenes[k];
    return { duration: scene.duration, poster: scene.poster, still: Boolean(scene.still) };
  }, key);
  const dir = mkdtempSync(join(tmpdir(), `frames-${key}-`));
  const draw = (t) => page.evaluate(([k, time]) => (document.body.innerHTML = window.scenes[k].render(time)), [key, t]);
  if (still) {
    await draw(poster);
    await page.screenshot({ path: join(dir, 'still.png') });
    const webp = join(out, 'screens', `${key}.webp`);
    encodeWebp(join(dir, 'still.png'), webp);
    rmSync(dir, { recursive: true, force: true });
    const size = Math.round(statSync(webp).size / 1024);
    report.push({ key, seconds: 0, frames: 1, webm: 0, mp4: 0, poster: size });
    console.log(`${key}: still screen · ${size} KB`);
    continue;
  }
  const frames = Math.round(duration * FPS);
  for (let i = 0; i < frames; i += 1) {
    await draw(i / frames);
    await page.screenshot({ path: join(dir, `f${String(i).padStart(4, '0')}.png`) });
  }
  await draw(poster);
  await page.screenshot({ path: join(dir, 'poster.png') });

  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
  const webm = join(out, 'clips', `${key}.webm`);
  const mp4 = join(out, 'clips', `${key}.mp4`);
  const webp = join(out, 'posters', `${key}.webp`);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-pix_fmt',
    'yuv420p',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-an',
    webm,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ]);
  encodeWebp(join(dir, 'poster.png'), webp);
  rmSync(dir, { recursive: true, force: true });

  const kb = (file) => Math.round(statSync(file).size / 1024);
  report.push({ key, seconds: duration, frames, webm: kb(webm), mp4: kb(mp4), poster: kb(webp) });
  console.log(`${key}: ${frames} frames · webm ${kb(webm)} KB · mp4 ${kb(mp4)} KB · poster ${kb(webp)} KB`);
}
await browser.close();
writeSmallStills();
writePreviews();
console.table(report);
