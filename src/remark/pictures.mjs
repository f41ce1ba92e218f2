/**
 * Remark plugin: a paragraph that holds only an image of the site's pictures,
 *
 *     ![What the picture says, in full](/img/pictures/calendar-day.bg.svg "The point, in a line")
 *
 * becomes a figure with the picture twice — `x.svg` shown in light mode and
 * `x.svg#dark` in dark mode (one file, its own palette switched by the
 * fragment; src/pictures/kit.mjs) — and the image's title as its caption.
 * Which of the two shows is CSS (.picture in src/css/custom.css); without
 * CSS or in print the light one shows.
 *
 * The images point at the drawn files in the static folder (written by
 * src/plugins/pictures.ts before any page is compiled), with their width and
 * height so that nothing moves when they arrive, loaded lazily. Not through
 * Docusaurus's own image handling: it inlines an image under 10 KB into the
 * page as a data: address — into the page's JavaScript and HTML — where the
 * `#dark` fragment means nothing.
 *
 * Runs before Docusaurus's own plugins, which turn Markdown images into
 * `<img>` elements.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PICTURE_URL = /^\/img\/pictures\/[a-z0-9-]+\.(bg|en)\.svg$/;

function isPictureParagraph(node) {
  if (node.type !== 'paragraph') return false;
  const children = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return children.length === 1 && children[0].type === 'image' && PICTURE_URL.test(children[0].url);
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
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'picture'}],
    children,
    position: image.position,
  };
}

function transform(node, options, file) {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.map((child) => {
    if (isPictureParagraph(child)) {
      return figure(
        child.children.find((part) => part.type === 'image'),
        options,
        file,
      );
    }
    transform(child, options, file);
    return child;
  });
}

/**
 * @param {{baseUrl: string, staticDir: string}} options the locale's base URL
 * (`/` or `/en/`) and the site's static folder
 */
export default function remarkPictures(options) {
  return (tree, vfile) => transform(tree, options, vfile?.path ?? 'an article');
}
