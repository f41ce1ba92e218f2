// @ts-check
/**
 * The drawing kit of the site's pictures (src/pictures/README.md).
 *
 * A picture is an SVG string built from these helpers, so that every picture
 * shares one palette, one typeface and one set of shapes, and so that the
 * rules a reader needs hold by construction:
 *
 * - **Legible on a phone.** Every picture is `WIDTH` units wide and no text is
 *   smaller than `MIN_FONT_SIZE`: an article column on a 390 px phone is
 *   358 px wide, so the smallest text shows at 13 × 358 / 400 ≈ 11.6 px.
 *   `text()` refuses a smaller size, naming the picture.
 * - **Light and dark from one file.** Colours are CSS variables of the SVG's
 *   own style sheet; `svg:target` switches them to the dark palette. The page
 *   shows `x.svg` in light mode and `x.svg#dark` in dark mode (the root
 *   `<svg>` has `id="dark"`), one download for both.
 * - **Numbered callouts** (`callout()`) carry `data-callout`, so a test can
 *   compare the two languages of a picture.
 */

/** Width of every picture, in SVG units (CSS px at 1:1). */
export const WIDTH = 400;
/** Smallest font size allowed, in SVG units. */
export const MIN_FONT_SIZE = 13;
/** Average advance of a character as a share of the font size (system sans, Cyrillic included). */
const CHAR_WIDTH = 0.56;

/**
 * The palette. Light values sit on the site's white page; dark values on its
 * #1b1b1d page, none lighter than a card (#2a2b2e) for backgrounds.
 * @type {Record<string, [light: string, dark: string]>}
 */
export const PALETTE = {
  canvas: ['#ffffff', '#1b1b1d'],
  card: ['#f5f6f7', '#26272b'],
  frame: ['#ccd0d6', '#4a4d55'],
  ink: ['#1c1e21', '#e8e9eb'],
  muted: ['#525860', '#b4b8bf'],
  accent: ['#1f5bd6', '#7fa6f5'],
  'accent-soft': ['#e3ecfc', '#233457'],
  'on-accent': ['#ffffff', '#101114'],
  ok: ['#1b7f3b', '#6fd68f'],
  'ok-soft': ['#def3e5', '#1f3a28'],
  warn: ['#9a5b00', '#f2b35c'],
  'warn-soft': ['#fdf0d5', '#40321a'],
  bad: ['#b42318', '#f28b82'],
  'bad-soft': ['#fde4e1', '#45231f'],
  closed: ['#e9ebee', '#303236'],
  // The widget's default primaryColor on a business's own site: the same in both modes.
  brand: ['#2f6fed', '#2f6fed'],
  'on-brand': ['#ffffff', '#ffffff'],
};

/** @typedef {keyof typeof PALETTE} Colour */
/** @typedef {string | number | boolean | null | undefined} AttributeValue */
/** @typedef {string | false | null | undefined | unknown[]} Node nested arrays of strings */

/** @param {string} text */
export function escapeXml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** @param {Node} node @returns {string} */
function flatten(node) {
  if (Array.isArray(node))
    return node.map((child) => flatten(/** @type {Node} */ (child))).join('');
  return node || '';
}

/**
 * An SVG element. Attributes that are null, undefined or false are left out;
 * children are strings made by these helpers (already escaped).
 * @param {string} tag
 * @param {Record<string, AttributeValue>} [attributes]
 * @param {...Node} children
 */
export function el(tag, attributes = {}, ...children) {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined && value !== false)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const inner = flatten(children);
  return inner ? `<${tag}${attrs}>${inner}</${tag}>` : `<${tag}${attrs}/>`;
}

/** Rough width of `text` at `size` (for layout and wrapping, not exact). */
export function textWidth(/** @type {string} */ text, size = 14) {
  return text.length * size * CHAR_WIDTH;
}

/**
 * Splits `text` into lines no wider than `maxWidth` at `size`, at spaces but
 * never at a no-break space: the articles keep a number with its unit
 * («10 минути») and a menu step with its arrow that way, and so do pictures.
 * @returns {string[]}
 */
export function wrap(/** @type {string} */ text, /** @type {number} */ maxWidth, size = 14) {
  const lines = [];
  let line = '';
  for (const word of text.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * @typedef {object} TextOptions
 * @property {number} [size] font size, at least MIN_FONT_SIZE (default 14)
 * @property {Colour} [colour] default 'ink'
 * @property {'normal' | 'bold'} [weight]
 * @property {'start' | 'middle' | 'end'} [anchor]
 * @property {number} [maxWidth] wrap into lines no wider than this
 * @property {number} [lineHeight] between wrapped lines, default 1.3 × size
 * @property {boolean} [italic]
 */

/**
 * Text at (x, y) — y is the first line's baseline. A string with `\n` or a
 * `maxWidth` makes several lines.
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {TextOptions} [options]
 */
export function text(x, y, content, options = {}) {
  const size = options.size ?? 14;
  if (size < MIN_FONT_SIZE) {
    throw new Error(
      `Text «${content}» is ${size} units: pictures use at least ${MIN_FONT_SIZE} so that it stays legible on a phone.`,
    );
  }
  const lines = content
    .split('\n')
    .flatMap((part) => (options.maxWidth ? wrap(part, options.maxWidth, size) : [part]));
  const lineHeight = options.lineHeight ?? Math.round(size * 1.3);
  const attributes = {
    x,
    y,
    'font-size': size,
    'font-weight': options.weight === 'bold' ? 700 : null,
    'font-style': options.italic ? 'italic' : null,
    'text-anchor': options.anchor && options.anchor !== 'start' ? options.anchor : null,
    class: `t-${options.colour ?? 'ink'}`,
  };
  if (lines.length === 1) return el('text', attributes, escapeXml(lines[0]));
  return el(
    'text',
    attributes,
    lines.map((line, index) =>
      el('tspan', {x, dy: index === 0 ? null : lineHeight}, escapeXml(line)),
    ),
  );
}

/** How many lines `text()` will draw for these arguments (to place what follows). */
export function lineCount(/** @type {string} */ content, /** @type {TextOptions} */ options = {}) {
  const size = options.size ?? 14;
  return content
    .split('\n')
    .flatMap((part) => (options.maxWidth ? wrap(part, options.maxWidth, size) : [part])).length;
}

/** A state box's padding, and its note's size and line height. */
const STATE_PAD = 12;
const STATE_NOTE = /** @type {const} */ ({size: 13, lineHeight: 17});

/**
 * Text wrapped into `maxWidth` (13 units, 17 between lines unless `options`
 * say otherwise), and the number of its lines. Bold runs about a tenth
 * wider than `textWidth` estimates.
 */
export function wrappedText(
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {string} */ content,
  /** @type {number} */ maxWidth,
  /** @type {TextOptions} */ options = {},
) {
  const lines = wrap(
    content,
    options.weight === 'bold' ? maxWidth / 1.1 : maxWidth,
    options.size ?? STATE_NOTE.size,
  );
  return {lines: lines.length, svg: text(x, y, lines.join('\n'), {...STATE_NOTE, ...options})};
}

/**
 * A state of a state diagram: its name in bold in the state's colour and a
 * note under it, in a box of that colour at least `minHeight` tall.
 * @param {number} x @param {number} y @param {number} width
 * @param {string} name @param {string} note
 * @param {'warn' | 'accent' | 'ok' | 'bad'} tone
 * @param {number} [minHeight]
 */
export function stateBox(x, y, width, name, note, tone, minHeight = 0) {
  const height = Math.max(minHeight, stateBoxHeight(width, name, note));
  const inner = width - 2 * STATE_PAD;
  const nameLines = wrap(name, inner / 1.1, 15);
  return {
    height,
    svg: [
      box(x, y, width, height, {fill: `${tone}-soft`, stroke: tone, radius: 8}),
      text(x + STATE_PAD, y + STATE_PAD + 14, nameLines.join('\n'), {
        size: 15,
        weight: 'bold',
        colour: tone,
        lineHeight: 19,
      }),
      wrappedText(x + STATE_PAD, y + STATE_PAD + nameLines.length * 19 + 16, note, inner).svg,
    ],
  };
}

/** The height `stateBox` gives a state (to line up two states side by side). */
export function stateBoxHeight(
  /** @type {number} */ width,
  /** @type {string} */ name,
  /** @type {string} */ note,
) {
  const inner = width - 2 * STATE_PAD;
  const lines = wrap(name, inner / 1.1, 15).length * 19 + wrap(note, inner, 13).length * 17;
  return STATE_PAD + lines + STATE_PAD;
}

/**
 * @typedef {object} BoxOptions
 * @property {Colour} [fill] default 'card'
 * @property {Colour | null} [stroke] default 'frame'; null for none
 * @property {number} [radius] default 6
 * @property {boolean} [dashed]
 * @property {boolean} [hatched] diagonal hatching over the fill (blocked time)
 * @property {number} [strokeWidth]
 */

/** A rectangle. @param {number} x @param {number} y @param {number} width @param {number} height @param {BoxOptions} [options] */
export function box(x, y, width, height, options = {}) {
  const stroke = options.stroke === undefined ? 'frame' : options.stroke;
  const rect = el('rect', {
    x,
    y,
    width,
    height,
    rx: options.radius ?? 6,
    class: [`f-${options.fill ?? 'card'}`, stroke ? `s-${stroke}` : 's-none'].join(' '),
    'stroke-width': options.strokeWidth ?? (stroke ? 1.5 : null),
    'stroke-dasharray': options.dashed ? '5 4' : null,
  });
  if (!options.hatched) return rect;
  return [
    rect,
    el('rect', {
      x,
      y,
      width,
      height,
      rx: options.radius ?? 6,
      fill: 'url(#hatch)',
      class: 's-none',
    }),
  ].join('');
}

/**
 * @typedef {object} LineOptions
 * @property {Colour} [colour] default 'muted'
 * @property {number} [width] default 1.5
 * @property {boolean} [dashed]
 * @property {boolean} [arrow] an arrow head at the end
 */

/** A straight line from (x1, y1) to (x2, y2). @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {LineOptions} [options] */
export function line(x1, y1, x2, y2, options = {}) {
  return el('line', {
    x1,
    y1,
    x2,
    y2,
    class: `s-${options.colour ?? 'muted'}`,
    'stroke-width': options.width ?? 1.5,
    'stroke-dasharray': options.dashed ? '5 4' : null,
    'marker-end': options.arrow ? `url(#arrow-${options.colour ?? 'muted'})` : null,
  });
}

/**
 * A path (`d` in SVG path syntax), stroked, not filled.
 * @param {string} d @param {LineOptions} [options]
 */
export function path(d, options = {}) {
  return el('path', {
    d,
    fill: 'none',
    class: `s-${options.colour ?? 'muted'}`,
    'stroke-width': options.width ?? 1.5,
    'stroke-dasharray': options.dashed ? '5 4' : null,
    'marker-end': options.arrow ? `url(#arrow-${options.colour ?? 'muted'})` : null,
  });
}

/** A filled circle. @param {number} cx @param {number} cy @param {number} r @param {Colour} [fill] */
export function dot(cx, cy, r, fill = 'accent') {
  return el('circle', {cx, cy, r, class: `f-${fill}`});
}

/**
 * A numbered callout: a filled circle with its number, matching a step of
 * the article («1.», «2.» …).
 * @param {number} n @param {number} cx @param {number} cy
 */
export function callout(n, cx, cy) {
  return el(
    'g',
    {'data-callout': n},
    el('circle', {cx, cy, r: 11, class: 'f-accent'}),
    el(
      'text',
      {
        x: cx,
        y: cy + 5,
        'font-size': 14,
        'font-weight': 700,
        'text-anchor': 'middle',
        class: 't-on-accent',
      },
      String(n),
    ),
  );
}

/**
 * A button-like pill with its label (a button of the product's screen).
 * @param {number} x @param {number} y @param {string} label
 * @param {{primary?: boolean, brand?: boolean, size?: number, width?: number}} [options]
 * `brand`: drawn in the widget's default primaryColor, as on a business's site
 */
export function button(x, y, label, options = {}) {
  if (options.brand) {
    const size = options.size ?? 14;
    const width = options.width ?? Math.round(textWidth(label, size) + 24);
    const height = Math.round(size * 2.2);
    return [
      box(x, y, width, height, {fill: 'brand', stroke: null, radius: height / 2}),
      text(x + width / 2, y + height / 2 + size * 0.36, label, {
        size,
        anchor: 'middle',
        weight: 'bold',
        colour: 'on-brand',
      }),
    ].join('');
  }
  const size = options.size ?? 14;
  const width = options.width ?? Math.round(textWidth(label, size) + 24);
  const height = Math.round(size * 2.2);
  return [
    box(x, y, width, height, {
      fill: options.primary ? 'accent' : 'canvas',
      stroke: options.primary ? null : 'accent',
      radius: height / 2,
    }),
    text(x + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      anchor: 'middle',
      weight: 'bold',
      colour: options.primary ? 'on-accent' : 'accent',
    }),
  ].join('');
}

/** The colour of each class, for one palette. @param {0 | 1} mode */
function classRules(mode) {
  return Object.entries(PALETTE)
    .map(([name, values]) => `--${name}:${values[mode]};`)
    .join('');
}

function styleSheet() {
  const names = Object.keys(PALETTE);
  return [
    `svg{${classRules(0)}}`,
    `svg:target{${classRules(1)}}`,
    ...names.map((name) => `.f-${name}{fill:var(--${name})}`),
    ...names.map((name) => `.s-${name}{stroke:var(--${name})}`),
    ...names.map((name) => `.t-${name}{fill:var(--${name})}`),
    '.s-none{stroke:none}',
    'text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}',
  ].join('');
}

function definitions() {
  const arrows = Object.keys(PALETTE).map((name) =>
    el(
      'marker',
      {
        id: `arrow-${name}`,
        viewBox: '0 0 10 10',
        refX: 9,
        refY: 5,
        markerWidth: 7,
        markerHeight: 7,
        orient: 'auto-start-reverse',
      },
      el('path', {d: 'M0 0L10 5L0 10z', class: `f-${name}`}),
    ),
  );
  const hatch = el(
    'pattern',
    {
      id: 'hatch',
      width: 8,
      height: 8,
      patternUnits: 'userSpaceOnUse',
      patternTransform: 'rotate(45)',
    },
    el('line', {x1: 0, y1: 0, x2: 0, y2: 8, class: 's-frame', 'stroke-width': 3}),
  );
  return el('defs', {}, arrows, hatch);
}

/**
 * The whole picture: a `WIDTH`-wide SVG of `height` units, its title (for
 * whoever opens the file itself) and its parts.
 * @param {{height: number, title: string, lang: string}} frame
 * @param {...Node} parts
 */
export function picture(frame, ...parts) {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      id: 'dark',
      width: WIDTH,
      height: frame.height,
      viewBox: `0 0 ${WIDTH} ${frame.height}`,
      lang: frame.lang,
      role: 'img',
    },
    el('title', {}, escapeXml(frame.title)),
    el('style', {}, styleSheet()),
    definitions(),
    el('rect', {width: WIDTH, height: frame.height, class: 'f-canvas'}),
    parts,
  );
}
