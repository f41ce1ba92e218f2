#!/usr/bin/env node
// `npm run new:picture <name>`: writes `src/pictures/<name>.mjs` from a template drawn by
// src/pictures/layout.mjs (a writer edits words, never coordinates), and prints the next steps.
import fs from 'node:fs';
import path from 'node:path';

import {ROOT, runMain} from './lib.mjs';

export const PICTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The source of a new picture called `name`. */
export function pictureTemplate(name) {
  return `// @ts-check
/**
 * ${name}: say here which article shows it (e.g. billing/gift-cards.md#selling).
 *
 * Edit the words (Bulgarian and English under the same keys) and the blocks
 * of draw(): steps, rows, columns, card, note (src/pictures/README.md). The
 * callout numbers (1, 2, 3) are the steps of the article. Inside a word
 * write ’ (card’s): a plain ' ends the text.
 */
import {card, layout, rows, steps} from './layout.mjs';

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Заглавие: какво показва картинката',
      first: 'Първа стъпка',
      firstNote: 'Какво прави клиентът или служителят тук',
      second: 'Втора стъпка',
      secondNote: 'Какво става след това',
      screen: 'Екранът, който виждате',
      setting: 'Настройка',
      settingValue: 'Включено',
      limit: 'Срок',
      limitValue: '12\u00a0месеца',
    },
    en: {
      title: 'Title: what the picture shows',
      first: 'First step',
      firstNote: 'What the client or the employee does here',
      second: 'Second step',
      secondNote: 'What happens next',
      screen: 'The screen you see',
      setting: 'Setting',
      settingValue: 'On',
      limit: 'Valid for',
      limitValue: '12\u00a0months',
    },
  },
  draw: (w, locale) =>
    layout({title: w.title, lang: locale}, [
      steps([
        {title: w.first, note: w.firstNote},
        {title: w.second, note: w.secondNote},
      ]),
      card(w.screen, [
        rows([
          {label: w.setting, value: w.settingValue, tone: 'ok'},
          {label: w.limit, value: w.limitValue, callout: 3},
        ]),
      ]),
    ]),
};
`;
}

/** Writes the new source; refuses a bad or taken name. Returns the file written. */
export function newPicture(name, sourceDir = path.join(ROOT, 'src/pictures')) {
  if (!PICTURE_NAME.test(name ?? '')) {
    throw new Error(
      `A picture's name is lower-case words joined by hyphens, e.g. gift-card-sale (not «${name ?? ''}»).`,
    );
  }
  const file = path.join(sourceDir, `${name}.mjs`);
  if (fs.existsSync(file)) {
    throw new Error(`${path.relative(ROOT, file)} exists already: choose another name.`);
  }
  fs.writeFileSync(file, pictureTemplate(name));
  return file;
}

function main(/** @type {string[]} */ args) {
  const name = args[0];
  const file = newPicture(name);
  console.log(`Wrote ${path.relative(ROOT, file)}. Next:
  1. Edit its words (bg and en) and blocks; run \`npm start\` and open
     http://localhost:3000/__pictures/?name=${name} to see it in both languages and modes,
     redrawn on every save.
  2. Show it in the Bulgarian article (and the English one with ${name}.en.svg):
     ![Какво показва картинката, изцяло](/img/pictures/${name}.bg.svg "Смисълът ѝ в едно изречение")
  3. \`npm run check:writer\` checks the picture and both articles.`);
}

runMain(import.meta, main);
