/**
 * Draws the site's pictures (src/pictures/) into `static/img/pictures/`
 * before the pages are compiled, and again whenever a picture's source
 * changes in `npm start` — webpack then sees the changed SVG and the open
 * page shows the new picture. Articles show them with a Markdown image; the
 * remark plugin src/remark/pictures.mjs turns that image into a figure.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {SOURCE_DIR, writePictures} from '../pictures/render.mjs';

export default function picturesPlugin(context: LoadContext): Plugin {
  return {
    name: 'slotera-pictures',
    getPathsToWatch() {
      return [path.join(SOURCE_DIR, '*.mjs')];
    },
    async loadContent() {
      await writePictures(path.join(context.siteDir, 'static'));
    },
  };
}
