// Draws src/pictures/ into static/img/pictures/ before the pages compile (again on change in
// `npm start`, which also gets the writers' page /__pictures/).
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {LOCALES, OUTPUT_SUBDIR, SOURCE_DIR, pictureNames} from '../pictures/render.mjs';

export const PREVIEW_ROUTE = '__pictures/';

// A child process: jiti, which loads plugins, caches `import()`, so in-process `npm start` would
// never redraw a changed picture.
async function drawPictures(staticDir: string): Promise<void> {
  const render = pathToFileURL(path.join(SOURCE_DIR, 'render.mjs')).href;
  const script = `const {writePictures} = await import(${JSON.stringify(render)});
await writePictures(process.argv[1]);`;
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, staticDir]);
  } catch (error) {
    const stderr = String((error as {stderr?: string}).stderr ?? error);
    // The problems, each naming its file, without the child's stack.
    const problems = /Pictures could not be drawn:[\s\S]*?(?=\n\s+at |$)/.exec(stderr)?.[0];
    throw new Error(problems ?? stderr);
  }
}

export default function picturesPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  return {
    name: 'slotera-pictures',
    getPathsToWatch() {
      return [path.join(SOURCE_DIR, '*.mjs'), path.join(SOURCE_DIR, '*.yml')];
    },
    async loadContent() {
      await drawPictures(staticDir);
      return pictureNames();
    },
    async contentLoaded({content, actions}) {
      if (process.env.NODE_ENV === 'production') return;
      // Each picture's version: when its files last changed, so the page asks for the new ones.
      const pictures = (content as string[]).map((name) => ({
        name,
        version: LOCALES.map((locale) =>
          Math.round(
            fs.statSync(path.join(staticDir, OUTPUT_SUBDIR, `${name}.${locale}.svg`)).mtimeMs,
          ),
        ).join('-'),
      }));
      const data = await actions.createData('pictures.json', JSON.stringify({pictures}));
      actions.addRoute({
        path: `${context.baseUrl}${PREVIEW_ROUTE}`,
        component: '@site/src/components/PicturesPreview/index.tsx',
        modules: {data},
        exact: true,
      });
    },
  };
}
