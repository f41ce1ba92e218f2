// @ts-check
// The blocks the state diagrams share (custom-domain-states, his-bg-log, subscription-states):
// states, the arrows between them, a decision whose bad outcome leads back, and its legend.
import {box, button, buttonWidth, fit, line, path, text} from './kit.mjs';
import {note as words, stack} from './layout.mjs';

/** @typedef {import('./layout.mjs').Block} Block */
/** Where a state was drawn, for a line drawn after it. @typedef {{middle?: number, exits?: number[]}} Place */

const PAD = 12;
const NOTE = /** @type {const} */ ({size: 13, lineHeight: 17});
/** The room right of a decision's boxes for the way back. */
const RETURN = 18;

/** @param {number} x @param {number} y @param {string} content @param {number} maxWidth @param {import('./kit.mjs').TextOptions} [options] */
export function wrappedText(x, y, content, maxWidth, options = {}) {
  const lines = fit(content, maxWidth, options.size ?? NOTE.size, options.weight === 'bold');
  return {lines: lines.length, svg: text(x, y, lines.join('\n'), {...NOTE, ...options})};
}

/**
 * `exits`: the ways out, under the note, each in its colour; `place` learns the box's middle and
 * the middles of the exits' first lines.
 * @param {string} name @param {string} note @param {'warn' | 'accent' | 'ok' | 'bad' | 'muted'} tone
 * @param {Array<[string, 'ok' | 'bad']>} [exits] @param {{minHeight?: number, place?: Place}} [options]
 * @returns {Block}
 */
export function state(name, note, tone, exits = [], options = {}) {
  /** @type {number[]} */
  let exitYs = [];
  const heading = words(name, {size: 15, weight: 'bold', colour: tone === 'muted' ? 'ink' : tone});
  /** @type {Block[]} */
  const ways = exits.map(([exit, colour]) => {
    const drawExit = words(exit, {...NOTE, colour, weight: 'bold'});
    return (x, y, width) => {
      exitYs.push(y + 8);
      return drawExit(x, y, width);
    };
  });
  const body = stack([stack([heading, words(note, {...NOTE, colour: 'ink'})], 2), ...ways], 6);
  return (x, y, width) => {
    exitYs = [];
    const drawn = body(x + PAD, y + PAD, width - 2 * PAD);
    const height = Math.max(options.minHeight ?? 0, drawn.height + 2 * PAD - 3);
    if (options.place) Object.assign(options.place, {middle: y + height / 2, exits: exitYs});
    const fill = tone === 'muted' ? 'card' : /** @type {const} */ (`${tone}-soft`);
    return {height, svg: box(x, y, width, height, {fill, stroke: tone, radius: 8}) + drawn.svg};
  };
}

/**
 * An arrow down, its label beside it; `back`: an arrow up beside it too, in that colour.
 * @param {string} label @param {'ok' | 'bad' | 'warn' | 'muted'} colour
 * @param {{indent?: number, back?: 'ok'}} [options] @returns {Block}
 */
export function arrow(label, colour, options = {}) {
  const indent = options.indent ?? 14;
  return (x, y, width) => {
    const labelWidth = width - 30 - indent;
    const lines = fit(label, labelWidth).length;
    const height = Math.max(40, lines * 17 + 18);
    const labelY = y + 13 + (height - lines * 17) / 2;
    return {
      height,
      svg: [
        line(x + 20, y + 2, x + 20, y + height - 2, {colour, arrow: true}),
        options.back &&
          line(x + 36, y + height - 2, x + 36, y + 2, {colour: options.back, arrow: true}),
        wrappedText(x + 20 + indent, labelY, label, labelWidth, {colour}).svg,
      ].join(''),
    };
  };
}

/** The two outcomes of a decision, side by side. @param {number} x @param {number} width */
export function outcomeColumns(x, width) {
  const leftWidth = Math.floor((width - 14) / 2);
  return {leftWidth, rightX: x + leftWidth + 14, rightWidth: width - leftWidth - 14};
}

/**
 * The state `above`, then a good and a bad outcome side by side under it; the bad one's button
 * leads back, up the right edge (`RETURN` beyond the block), to the middle of `above`.
 * @param {Block} above
 * @param {{okArrow: string, badArrow: string, ok: string, okNote: string, bad: string, badNote: string, action: string}} w
 * @returns {Block}
 */
export function decision(above, w) {
  return (x, y, width) => {
    const first = above(x, y, width);
    const top = y + first.height;
    const right = x + width;
    const {leftWidth, rightX, rightWidth} = outcomeColumns(x, width);
    const branchLines = Math.max(
      fit(w.okArrow, leftWidth - 30).length,
      fit(w.badArrow, rightWidth - 30).length,
    );
    const branchGap = Math.max(40, branchLines * 17 + 18);
    const rowTop = top + branchGap;
    const buttonHeight = Math.round(13 * 2.2);
    const actionWidth = buttonWidth(w.action, 13);
    const rowHeight = Math.max(
      state(w.ok, w.okNote, 'ok')(x, rowTop, leftWidth).height,
      state(w.bad, w.badNote, 'bad')(rightX, rowTop, rightWidth).height + buttonHeight + 8,
    );
    const buttonY = rowTop + rowHeight - buttonHeight - 10;
    const back = `M${rightX + PAD + actionWidth} ${buttonY + buttonHeight / 2} H${right + RETURN}`;
    return {
      height: first.height + branchGap + rowHeight,
      svg: [
        first.svg,
        line(x + 20, top + 2, x + 20, rowTop - 2, {colour: 'ok', arrow: true}),
        wrappedText(x + 32, top + 20, w.okArrow, leftWidth - 30, {colour: 'ok'}).svg,
        line(rightX + 14, top + 2, rightX + 14, rowTop - 2, {colour: 'bad', arrow: true}),
        wrappedText(rightX + 26, top + 20, w.badArrow, rightWidth - 30, {colour: 'bad'}).svg,
        state(w.ok, w.okNote, 'ok', [], {minHeight: rowHeight})(x, rowTop, leftWidth).svg,
        state(w.bad, w.badNote, 'bad', [], {minHeight: rowHeight})(rightX, rowTop, rightWidth).svg,
        button(rightX + PAD, buttonY, w.action, {size: 13, width: actionWidth}),
        path(`${back} V${y + first.height / 2} H${right + 2}`, {colour: 'accent', arrow: true}),
      ].join(''),
    };
  };
}

/** What the way back of a decision means. @param {string} content @returns {Block} */
export function backLegend(content) {
  return (x, y, width) => {
    const back = wrappedText(x + 30, y + 13, content, width - 30, {colour: 'accent'});
    return {
      height: back.lines * 17,
      svg: line(x, y + 8, x + 22, y + 8, {colour: 'accent', arrow: true}) + back.svg,
    };
  };
}
