// @ts-check
// Pictures without coordinates (README.md): blocks that lay themselves out, so that text wraps to
// the space it gets in both languages.
import {box, callout, cyrillicMargin, dot, fit, LEFT, line, picture, text, WIDTH} from './kit.mjs';
import {flatten} from './kit.mjs';

/** @typedef {(x: number, y: number, width: number) => {svg: string, height: number}} Block */

export const GAP = 16;

/** A block of a fixed height drawn with the kit at its corner. @param {number} height @param {(x: number, y: number, width: number, height: number) => import('./kit.mjs').Node} draw @returns {Block} */
export function fixed(height, draw) {
  return (x, y, width) => ({svg: flatten(draw(x, y, width, height)), height});
}

/** @param {Block[]} blocks @returns {Block} */
export function stack(blocks, gap = GAP) {
  return (x, y, width) => {
    const parts = [];
    let top = y;
    for (const [index, block] of blocks.entries()) {
      const drawn = block(x, top, width);
      parts.push(drawn.svg);
      top += drawn.height + (index < blocks.length - 1 ? gap : 0);
    }
    return {svg: parts.join(''), height: top - y};
  };
}

/** @param {{title: string, lang: string, showTitle?: boolean, subtitle?: string, gap?: number}} frame @param {Block[]} blocks */
export function layout(frame, blocks) {
  /** @type {Block[]} */
  const heading = [];
  if (frame.showTitle !== false) {
    heading.push(note(frame.title, {size: 17, weight: 'bold', colour: 'ink', lineHeight: 22}));
  }
  if (frame.subtitle) heading.push(note(frame.subtitle, {narrower: cyrillicMargin(frame.lang)}));
  const page = stack(heading.length ? [stack(heading, 1), ...blocks] : blocks, frame.gap);
  const drawn = page(LEFT, LEFT, WIDTH - 2 * LEFT);
  const height = Math.ceil(drawn.height + 2 * LEFT);
  return picture({height, title: frame.title, lang: frame.lang}, drawn.svg);
}

/** Numbered steps in boxes joined by arrows, the callouts counting from 1. @param {{title: string, note?: string}[]} items @returns {Block} */
export function steps(items) {
  /** @type {Block[]} */
  const blocks = items.map((item, index) => {
    const title = note(item.title, {size: 15, weight: 'bold', colour: 'ink', lineHeight: 19});
    const words = item.note ? stack([title, note(item.note, {lineHeight: 17})], 0) : title;
    return (x, y, width) => {
      const drawn = words(x + 40, y + 8, width - 52);
      const height = drawn.height + 16;
      return {
        height,
        svg: [
          index > 0 ? line(x + 20, y - 14, x + 20, y - 2, {colour: 'accent', arrow: true}) : '',
          box(x, y, width, height, {fill: 'accent-soft', stroke: 'accent', radius: 8}),
          callout(index + 1, x + 20, y + height / 2),
          drawn.svg,
        ].join(''),
      };
    };
  });
  return stack(blocks);
}

/** @param {{label: string, value?: string, callout?: number, tone?: 'ink' | 'accent' | 'ok' | 'warn' | 'bad'}[]} items @returns {Block} */
export function rows(items) {
  const style = /** @type {const} */ ({size: 14, colour: 'ink', lineHeight: 18});
  return stack(
    items.map((item, index) => (x, y, width) => {
      const right = item.callout ? 30 : 0;
      const labelWidth = item.value ? (width - right) * 0.55 : width - right;
      const label = note(item.label, style)(x, y + 10, labelWidth);
      const value = item.value
        ? note(item.value, {...style, weight: 'bold', anchor: 'end', colour: item.tone ?? 'ink'})
        : null;
      const drawn = value?.(x + labelWidth + 8, y + 10, width - right - labelWidth - 8);
      const height = Math.max(label.height, drawn?.height ?? 0) + 16;
      return {
        height,
        svg: [
          index > 0 ? line(x, y, x + width, y, {colour: 'frame', width: 1}) : '',
          label.svg,
          drawn?.svg ?? '',
          item.callout ? callout(item.callout, x + width - 11, y + height / 2) : '',
        ].join(''),
      };
    }),
    0,
  );
}

/** `shares`: the columns' widths in proportion (equal unless told). @param {Block[]} blocks @param {{gap?: number, shares?: number[]}} [options] @returns {Block} */
export function columns(blocks, {gap = 12, shares = blocks.map(() => 1)} = {}) {
  return (x, y, width) => {
    const unit = (width - gap * (blocks.length - 1)) / shares.reduce((sum, share) => sum + share);
    let left = x;
    const drawn = blocks.map((block, index) => {
      const column = block(left, y, shares[index] * unit);
      left += shares[index] * unit + gap;
      return column;
    });
    return {
      svg: drawn.map(({svg}) => svg).join(''),
      height: Math.max(...drawn.map((d) => d.height)),
    };
  };
}

/** @typedef {'accent' | 'ok' | 'warn' | 'bad'} Tone */

/**
 * `tone` colours the frame, the fill and the title; `stroke` outlines a neutral card.
 * @param {string | null} title @param {Block[]} blocks @returns {Block}
 * @param {{fill?: 'card' | 'canvas', tone?: Tone, stroke?: 'frame' | 'ink' | 'warn', dashed?: boolean, callout?: number}} [options]
 */
export function card(title, blocks, options = {}) {
  const tone = options.tone;
  const heading = note(title ?? '', {
    size: 15,
    weight: 'bold',
    colour: tone ?? 'ink',
    lineHeight: 19,
    narrower: options.callout ? 26 : 0,
  });
  const body = stack(title ? [heading, ...blocks] : blocks, 10);
  return (x, y, width) => {
    const drawn = body(x + 14, y + 14, width - 28);
    const height = drawn.height + 28;
    return {
      svg: [
        box(x, y, width, height, {
          fill: tone ? `${tone}-soft` : (options.fill ?? 'card'),
          stroke: tone ?? options.stroke ?? 'frame',
          dashed: options.dashed,
          radius: tone ? 8 : 10,
        }),
        options.callout ? callout(options.callout, x + width - 22, y + 23) : '',
        drawn.svg,
      ].join(''),
      height,
    };
  };
}

/**
 * Wrapped words, muted 13 unless told; `narrower` leaves room for Bulgarian, which runs wider.
 * @param {string} content @returns {Block}
 * @param {import('./kit.mjs').TextOptions & {narrower?: number}} [options]
 */
export function note(content, options = {}) {
  return (x, y, width) => {
    const size = options.size ?? 13;
    const lineHeight = options.lineHeight ?? Math.round(size * 1.3);
    const lines = fit(content, width - (options.narrower ?? 0), size, options.weight === 'bold');
    const left = x + {start: 0, middle: width / 2, end: width}[options.anchor ?? 'start'];
    return {
      svg: text(left, y + size, lines.join('\n'), {
        ...options,
        size,
        lineHeight,
        colour: options.colour ?? 'muted',
      }),
      height: (lines.length - 1) * lineHeight + Math.round(size * 1.3),
    };
  };
}

/**
 * A stretch of a time line: the rail down the left at `x + 8`, its blocks to the right.
 * @param {import('./kit.mjs').Colour | null} colour null: no rail, as between two stretches
 * @param {Block[]} blocks @param {{dashed?: boolean, gap?: number}} [options] @returns {Block}
 */
export function rail(colour, blocks, options = {}) {
  return (x, y, width) => {
    const body = stack(blocks, options.gap ?? 12)(x + 28, y, width - 28);
    const along = {colour: colour ?? 'frame', width: 4, dashed: options.dashed};
    return {
      svg: (colour ? line(x + 8, y - 6, x + 8, y + body.height + 6, along) : '') + body.svg,
      height: body.height,
    };
  };
}

/**
 * A moment on a rail: a dot on the rail, a bold label and an optional note under it.
 * @param {string} label @param {{colour?: import('./kit.mjs').Colour, note?: string, noteSize?: number, narrower?: number}} [options] @returns {Block}
 */
export function moment(label, options = {}) {
  const size = options.noteSize ?? 14;
  const under = options.note
    ? note(options.note, {size, lineHeight: Math.round(size * 1.36), narrower: options.narrower})
    : null;
  const head = note(label, {
    size: 15,
    weight: 'bold',
    colour: 'ink',
    lineHeight: 20,
    narrower: options.narrower,
  });
  return (x, y, width) => {
    const top = head(x, y, width);
    const bottom = under?.(x, y + top.height + 2, width);
    return {
      svg: dot(x - 20, y + 10, 7, options.colour ?? 'ink') + top.svg + (bottom?.svg ?? ''),
      height: top.height + (bottom ? bottom.height + 2 : 0),
    };
  };
}

/**
 * A key: each mark drawn at x and the middle of its first line, its words `indent` to the right.
 * @param {{mark: (x: number, cy: number) => string, words: string, style?: import('./kit.mjs').TextOptions}[]} items
 * @param {{indent?: number, narrower?: number, gap?: number}} [options] @returns {Block}
 */
export function legend(items, options = {}) {
  const indent = options.indent ?? 40;
  /** @type {Block[]} */
  const entries = items.map(({mark, words, style}) => {
    const drawWords = note(words, {
      colour: 'ink',
      lineHeight: 18,
      narrower: options.narrower,
      ...style,
    });
    return (x, y, width) => {
      const drawn = drawWords(x + indent, y, width - indent);
      return {svg: mark(x, y + 8) + drawn.svg, height: drawn.height};
    };
  });
  return stack(entries, options.gap ?? 10);
}

/** A block that leaves `right` units free on its right, as for a line running down beside it. @param {Block} block @returns {Block} */
export function inset(block, right = 24) {
  return (x, y, width) => block(x, y, width - right);
}

/** x of the callouts in the picture's gutter, left of its blocks once `indent`ed. */
export const GUTTER = LEFT + 12;

/** A block 32 units in from the left, leaving the gutter to callouts. @param {Block} block @returns {Block} */
export function indent(block) {
  return (x, y, width) => block(x + 32, y, width - 32);
}

/**
 * A block with callout `n` in the picture's gutter, level with `at(height)` of the block; the block
 * may sit in a card (`indent` the card).
 * @param {number} n @param {Block} block @param {(height: number) => number} at @returns {Block}
 */
export function marked(n, block, at) {
  return (x, y, width) => {
    const drawn = block(x, y, width);
    return {svg: callout(n, GUTTER, y + at(drawn.height)) + drawn.svg, height: drawn.height};
  };
}

/** A top-level block, indented, with its callout in the gutter. @param {number} n @param {Block} block @param {(height: number) => number} at */
export const numbered = (n, block, at) => indent(marked(n, block, at));
