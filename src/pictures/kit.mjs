// @ts-check
// One palette, typeface and set of shapes, so that the rules of README.md (400 wide, text ≥ 13,
// light and dark, callouts) hold by construction.
export const WIDTH = 400;
export const LEFT = 16;
export const RIGHT = WIDTH - LEFT;
export const MIN_FONT_SIZE = 13;
const CHAR_WIDTH = 0.56; // a character's average advance per unit of font size, Cyrillic included

// Dark: on the #1b1b1d page, no background lighter than a card (#2a2b2e).
/** @type {Record<string, [light: string, dark: string]>} */
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

/** Nested parts as one string; false, null and undefined draw nothing. @param {Node} node */
export const flatten = (node) => [node].flat(Infinity).filter(Boolean).join('');

/** Children come escaped. @param {string} tag @param {Record<string, AttributeValue>} [attributes] @param {...Node} children */
export function el(tag, attributes = {}, ...children) {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined && value !== false)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const inner = flatten(children);
  return inner ? `<${tag}${attrs}>${inner}</${tag}>` : `<${tag}${attrs}/>`;
}

export function textWidth(/** @type {string} */ text, size = 14) {
  return text.length * size * CHAR_WIDTH;
}

/** Breaks at spaces, never at a no-break space (as the articles). @returns {string[]} */
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

/** @typedef {{size?: number, colour?: Colour, weight?: 'normal' | 'bold', anchor?: 'start' | 'middle' | 'end', lineHeight?: number, italic?: boolean}} TextOptions */

/** y is the first baseline; a line break in `content` starts a line (`fit` and layout's `note` wrap). @param {number} x @param {number} y @param {string} content @param {TextOptions} [options] */
export function text(x, y, content, options = {}) {
  const size = options.size ?? 14;
  if (size < MIN_FONT_SIZE) {
    throw new Error(
      `Text «${content}» is ${size} units: pictures use at least ${MIN_FONT_SIZE} so that it stays legible on a phone.`,
    );
  }
  const lines = content.split('\n');
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

// Bold runs about a tenth wider than `textWidth` estimates.
export function fit(
  /** @type {string} */ content,
  /** @type {number} */ maxWidth,
  size = 13,
  bold = false,
) {
  return content.split('\n').flatMap((part) => wrap(part, bold ? maxWidth / 1.1 : maxWidth, size));
}

/** @typedef {{fill?: Colour, stroke?: Colour | null, radius?: number, dashed?: boolean, hatched?: boolean, strokeWidth?: number}} BoxOptions */

/** @param {number} x @param {number} y @param {number} width @param {number} height @param {BoxOptions} [options] */
export function box(x, y, width, height, options = {}) {
  const stroke = options.stroke === undefined ? 'frame' : options.stroke;
  const shape = {x, y, width, height, rx: options.radius ?? 6};
  const rect = el('rect', {
    ...shape,
    class: [`f-${options.fill ?? 'card'}`, stroke ? `s-${stroke}` : 's-none'].join(' '),
    'stroke-width': options.strokeWidth ?? (stroke ? 1.5 : null),
    'stroke-dasharray': options.dashed ? '5 4' : null,
  });
  if (!options.hatched) return rect;
  return rect + el('rect', {...shape, fill: 'url(#hatch)', class: 's-none'});
}

/** `round`: round ends and joins, as a tick. @typedef {{colour?: Colour, width?: number, dashed?: boolean, arrow?: boolean, round?: boolean}} LineOptions */

/** @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {LineOptions} [options] */
export function line(x1, y1, x2, y2, options = {}) {
  return el('line', {x1, y1, x2, y2, ...strokeAttributes(options)});
}

/** @param {LineOptions} options */
function strokeAttributes({colour = 'muted', width = 1.5, dashed, arrow, round}) {
  return {
    class: `s-${colour}`,
    'stroke-width': width,
    'stroke-dasharray': dashed ? '5 4' : null,
    'marker-end': arrow ? `url(#arrow-${colour})` : null,
    'stroke-linecap': round ? 'round' : null,
    'stroke-linejoin': round ? 'round' : null,
  };
}

/** @param {string} d @param {LineOptions} [options] */
export function path(d, options = {}) {
  return el('path', {d, fill: 'none', ...strokeAttributes(options)});
}

/** @param {number} cx @param {number} cy @param {number} r @param {Colour} [fill] */
export function dot(cx, cy, r, fill = 'accent') {
  return el('circle', {cx, cy, r, class: `f-${fill}`});
}

/** n matches a step of the article. @param {number} n @param {number} cx @param {number} cy */
export function callout(n, cx, cy) {
  return el(
    'g',
    {'data-callout': n},
    el('circle', {cx, cy, r: 11, class: 'f-accent'}),
    text(cx, cy + 5, String(n), {weight: 'bold', anchor: 'middle', colour: 'on-accent'}),
  );
}

/** A button's width: its bold label runs about a fifth wider than `textWidth` estimates. */
export function buttonWidth(/** @type {string} */ label, size = 14) {
  return Math.round(textWidth(label, size) * 1.2 + 28);
}

// `brand`: the widget's default primaryColor, as on a business's site.
/** @param {number} x @param {number} y @param {string} label @param {{primary?: boolean, brand?: boolean, size?: number, width?: number}} [options] */
export function button(x, y, label, options = {}) {
  const size = options.size ?? 14;
  const width = options.width ?? buttonWidth(label, size);
  const height = Math.round(size * 2.2);
  const [fill, stroke, colour] = options.brand
    ? /** @type {const} */ (['brand', null, 'on-brand'])
    : options.primary
      ? /** @type {const} */ (['accent', null, 'on-accent'])
      : /** @type {const} */ (['canvas', 'accent', 'accent']);
  return [
    box(x, y, width, height, {fill, stroke, radius: height / 2}),
    text(x + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      anchor: 'middle',
      weight: 'bold',
      colour,
    }),
  ].join('');
}

/** A drop-down's arrow, its right end at `right`. @param {number} right @param {number} cy */
const chevron = (right, cy) =>
  path(`M${right - 22} ${cy - 2.5}l5 5l5 -5`, {colour: 'muted', width: 2});

/** `swatch`: a colour's square before the value. @param {number} x @param {number} top @param {number} width @param {string} label @param {string} value @param {{bold?: boolean, dropdown?: boolean, swatch?: Colour}} [options] */
export function field(x, top, width, label, value, options = {}) {
  return [
    text(x, top + 13, label, {size: 13, colour: 'muted', weight: 'bold'}),
    box(x, top + 20, width, 34, {fill: 'canvas', stroke: 'frame', radius: 5}),
    options.swatch && box(x + 8, top + 27, 20, 20, {fill: options.swatch, stroke: null, radius: 3}),
    text(x + (options.swatch ? 36 : 10), top + 42, value, {
      size: 14,
      weight: options.bold ? 'bold' : 'normal',
    }),
    options.dropdown !== false && chevron(x + width, top + 36.5),
  ];
}

/** A drop-down with no label above it, as wide as its value. @param {number} x @param {number} top @param {string} value */
export function select(x, top, value, height = 34) {
  const width = Math.round(textWidth(value, 14) * 1.15 + 46);
  return [
    box(x, top, width, height, {fill: 'canvas', stroke: 'frame'}),
    text(x + 12, top + height / 2 + 5, value, {size: 14}),
    chevron(x + width, top + height / 2),
  ];
}

/** A ring around what to press, or a disc with a coloured edge. @param {number} cx @param {number} cy @param {number} r @param {Colour} [colour] @param {Colour} [fill] */
export function ring(cx, cy, r, colour = 'accent', fill, width = 2) {
  const paint = fill ? {class: `f-${fill} s-${colour}`} : {fill: 'none', class: `s-${colour}`};
  return el('circle', {cx, cy, r, ...paint, 'stroke-width': width});
}

/** A bold arrow from one point to another, as from a control to what it opens. @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 */
export function pointer(x1, y1, x2, y2, colour = /** @type {Colour} */ ('accent')) {
  return line(x1, y1, x2, y2, {colour, width: 2, arrow: true});
}

/**
 * Where a time («9:30», or hours) falls on an axis running from `start` at hour `from` to `end` at
 * hour `to`. @param {number} from @param {number} to @param {number} start @param {number} end
 */
export function timeScale(from, to, start, end) {
  return (/** @type {string | number} */ time) => {
    const [hours, minutes = 0] = String(time).split(':').map(Number);
    return start + ((hours + minutes / 60 - from) / (to - from)) * (end - start);
  };
}

/** A tick from its left end. @param {number} x @param {number} y @param {Colour} [colour] */
export function tick(x, y, colour = 'ok', scale = 1) {
  return path(`M${x} ${y}l${4 * scale} ${4 * scale}l${8 * scale} ${-9 * scale}`, {
    colour,
    width: 2.4,
    round: true,
  });
}

/** A grey bar for what a screen shows but the article does not name. @param {number} x @param {number} top @param {number} width @param {Colour} [fill] */
export function placeholder(x, top, width, fill = 'closed', height = 8) {
  return box(x, top, width, height, {fill, stroke: null, radius: height / 2});
}

/** @param {number} x @param {number} top @param {number} width @param {number} height */
export function browserWindow(x, top, width, height) {
  return [
    box(x, top, width, height, {fill: 'canvas', stroke: 'frame'}),
    line(x, top + 18, x + width, top + 18, {colour: 'frame'}),
    [0, 1, 2].map((index) => dot(x + 12 + index * 10, top + 9, 3, 'frame')),
  ];
}

/** @param {number} cx @param {number} cy @param {Colour} [colour] */
export function pin(cx, cy, colour = 'ink') {
  return [
    path(
      `M${cx} ${cy + 8} C${cx - 7} ${cy} ${cx - 6} ${cy - 8} ${cx} ${cy - 8} ` +
        `C${cx + 6} ${cy - 8} ${cx + 7} ${cy} ${cx} ${cy + 8} Z`,
      {colour},
    ),
    dot(cx, cy - 2, 2.2, colour),
  ];
}

/** @param {number} x @param {number} y @param {number} width @param {number} height @param {Colour} colour */
export function switchOn(x, y, width, height, colour) {
  return [
    box(x, y, width, height, {fill: colour, stroke: null, radius: height / 2}),
    dot(x + width - height / 2, y + height / 2, height / 2 - 3, 'on-accent'),
  ];
}

/** A browser dialog's answers, 38 apart; the first `chosen` of them are the ones to pick. @param {number} x @param {number} top @param {number} width @param {string[]} labels @param {number} chosen */
export function choices(x, top, width, labels, chosen) {
  return labels.map((label, index) => choice(x, top + index * 38, width, label, index < chosen));
}

/** @param {number} x @param {number} y @param {number} width @param {string} label @param {boolean} chosen */
export function choice(x, y, width, label, chosen) {
  return [
    box(x, y, width, 30, {
      fill: chosen ? 'accent-soft' : 'canvas',
      stroke: chosen ? 'accent' : 'frame',
      radius: 15,
      strokeWidth: chosen ? 2 : 1.5,
    }),
    text(x + width / 2, y + 20, label, {
      size: 13,
      anchor: 'middle',
      colour: chosen ? 'accent' : 'ink',
    }),
  ];
}

// Bulgarian runs wider than `textWidth` estimates.
export const cyrillicMargin = (/** @type {string} */ locale) => (locale === 'bg' ? 28 : 12);

/** @param {0 | 1} mode */
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
    line(0, 0, 0, 8, {colour: 'frame', width: 3}),
  );
  return el('defs', {}, arrows, hatch);
}

/** @param {{height: number, title: string, lang: string}} frame @param {...Node} parts */
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
