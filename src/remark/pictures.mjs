// A paragraph holding only a site picture becomes a figure of `x.svg` and `x.svg#dark` (custom.css
// shows one), its title the caption. Runs before Docusaurus, which would inline the SVG as data:.
import fs from 'node:fs';
import path from 'node:path';

export const PICTURE_URL = /^\/img\/pictures\/[a-z0-9-]+\.(bg|en)\.svg$/;

/** The site picture a paragraph holds alone (blank text aside), or undefined. */
function pictureOf(node) {
  if (node.type !== 'paragraph') return undefined;
  const children = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  if (children.length !== 1 || children[0].type !== 'image') return undefined;
  return PICTURE_URL.test(children[0].url) ? children[0] : undefined;
}

const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value: String(value)});

function figure(image, {baseUrl, staticDir}, file) {
  const svgFile = path.join(staticDir, image.url);
  if (!fs.existsSync(svgFile)) {
    throw new Error(
      `${file}: the picture ${image.url} was not drawn: is there a source src/pictures/${path.basename(image.url).split('.')[0]}.mjs?`,
    );
  }
  const [, width, height] =
    /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(fs.readFileSync(svgFile, 'utf8')) ?? [];
  const src = `${baseUrl.replace(/\/$/, '')}${image.url}`;
  const shown = (url) => ({
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('src', url),
      attribute('alt', image.alt ?? ''),
      attribute('width', width),
      attribute('height', height),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
    ],
    children: [],
  });
  const children = [shown(src), shown(`${src}#dark`)];
  if (image.title) {
    children.push({
      type: 'mdxJsxFlowElement',
      name: 'figcaption',
      attributes: [],
      children: [{type: 'text', value: image.title}],
    });
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [attribute('className', 'picture')],
    children,
    position: image.position,
  };
}

function transform(node, options, file) {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.map((child) => {
    const picture = pictureOf(child);
    if (picture) return figure(picture, options, file);
    transform(child, options, file);
    return child;
  });
}

/** @param {{baseUrl: string, staticDir: string}} options */
export default function remarkPictures(options) {
  return (tree, vfile) => transform(tree, options, vfile?.path ?? 'an article');
}
