import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type Locator, type Page} from '@playwright/test';

/**
 * A writer's new picture in `npm start`: `npm run new:picture` writes it from
 * the template, and the development page /__pictures/ shows it in both
 * languages and both modes, drawn again when its source is saved. Starts its
 * own `docusaurus start` (E2E_PORT + 5); the picture is removed afterwards.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DEV_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 5}`;
const PREFIX = 'e2e-new-picture-';
const NAME = `${PREFIX}${process.pid}`;
const SOURCE = path.join(ROOT, 'src/pictures', `${NAME}.mjs`);
// The template's words (scripts/new-picture.mjs) and the ones a writer saves instead.
const WORDS = {bg: 'Първа стъпка', en: 'First step'};
const SAVED = {bg: 'Продажба на карта', en: 'Selling a card'};

let server: ChildProcess | undefined;
let serverOutput = '';

/** Removes this run's picture and any a crashed run left. */
function removePictures() {
  for (const dir of ['src/pictures', 'static/img/pictures']) {
    const full = path.join(ROOT, dir);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full)) {
      if (file.startsWith(PREFIX)) fs.rmSync(path.join(full, file), {force: true});
    }
  }
}

async function serverUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`docusaurus start stopped:\n${serverOutput}`);
    try {
      if ((await fetch(`${DEV_URL}/__pictures/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`docusaurus start did not answer at ${DEV_URL}:\n${serverOutput}`);
}

test.describe.configure({mode: 'serial', timeout: 240_000});

test.beforeAll(async () => {
  removePictures();
  execFileSync('npm', ['run', '--silent', 'new:picture', '--', NAME], {cwd: ROOT});
  const port = new URL(DEV_URL).port;
  server = spawn(
    'npx',
    ['docusaurus', 'start', '--port', port, '--host', '127.0.0.1', '--no-open'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, BROWSER: 'none'},
    },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
  }
  await serverUp(Date.now() + 180_000);
});

test.afterAll(() => {
  // The whole group: npx, docusaurus and its compiler.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  removePictures();
});

/** The four images of the picture: language × mode. */
function images(page: Page): Locator {
  return page.locator(`section[data-picture="${NAME}"] img`);
}

/** The SVG text of an image, and the mean luminance (0–1) of the image as shown. */
async function shown(page: Page, image: Locator) {
  const src = (await image.getAttribute('src')) ?? '';
  const svg = await (await page.request.get(new URL(src.split('#')[0], DEV_URL).href)).text();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  const png = (await image.screenshot()).toString('base64');
  const luminance = await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(
      new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], {type: 'image/png'}),
    );
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      sum += (0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2]) / 255;
    }
    return sum / (pixels.length / 4);
  }, png);
  return {src, svg, luminance};
}

test('the picture page of npm start shows a new picture in both languages and modes', async ({
  page,
}) => {
  await page.goto(`${DEV_URL}/__pictures/?name=${NAME}`);
  await expect(page.getByRole('heading', {name: NAME})).toBeVisible();
  await expect(images(page)).toHaveCount(4);
  for (const language of ['bg', 'en'] as const) {
    const light = await shown(
      page,
      images(page).and(page.locator(`[data-language="${language}"][data-mode="light"]`)),
    );
    const dark = await shown(
      page,
      images(page).and(page.locator(`[data-language="${language}"][data-mode="dark"]`)),
    );
    for (const {src, svg} of [light, dark]) {
      expect(src).toContain(`/img/pictures/${NAME}.${language}.svg`);
      expect(svg).toMatch(new RegExp(`<svg[^>]* lang="${language}"`));
      expect(svg).toContain(WORDS[language]);
    }
    expect(dark.src).toMatch(/#dark$/);
    expect(light.luminance, `${language}: light`).toBeGreaterThan(0.6);
    expect(dark.luminance, `${language}: dark`).toBeLessThan(0.3);
  }
});

test('saving the picture’s source draws it again on the open page', async ({page}) => {
  await page.goto(`${DEV_URL}/__pictures/?name=${NAME}`);
  const bg = images(page).and(page.locator('[data-language="bg"][data-mode="light"]'));
  const before = await bg.getAttribute('src');
  const source = fs.readFileSync(SOURCE, 'utf8');
  fs.writeFileSync(
    SOURCE,
    source.replace(`'${WORDS.bg}'`, `'${SAVED.bg}'`).replace(`'${WORDS.en}'`, `'${SAVED.en}'`),
  );
  // No reload: the page takes the new version from the dev server.
  await expect(bg).not.toHaveAttribute('src', before ?? '', {timeout: 60_000});
  for (const language of ['bg', 'en'] as const) {
    const image = images(page).and(page.locator(`[data-language="${language}"][data-mode="dark"]`));
    const {svg} = await shown(page, image);
    expect(svg).toContain(SAVED[language]);
    expect(svg).not.toContain(WORDS[language]);
  }
});
