// @ts-check
// The pieces the state diagrams share (custom-domain-states, his-bg-log, subscription-states).
import {box, button, fit, line, path, RIGHT, text, textWidth, wrap} from './kit.mjs';

const PAD = 12;
/** x of the path back from a decision's bad outcome, right of every box; the boxes end left of it. */
export const RETURN_X = RIGHT - 6;
export const MAIN_RIGHT = RETURN_X - 18;
const NOTE = /** @type {const} */ ({size: 13, lineHeight: 17});

/** @param {number} x @param {number} y @param {string} content @param {number} maxWidth @param {import('./kit.mjs').TextOptions} [options] */
export function wrappedText(x, y, content, maxWidth, options = {}) {
  const lines = fit(content, maxWidth, options.size ?? NOTE.size, options.weight === 'bold');
  return {lines: lines.length, svg: text(x, y, lines.join('\n'), {...NOTE, ...options})};
}

/**
 * `exits`: the ways out, under the note, each in its colour; `exitYs` are their first lines' middles.
 * @param {number} x @param {number} y @param {number} width @param {string} name @param {string} note
 * @param {'warn' | 'accent' | 'ok' | 'bad' | 'muted'} tone @param {number} [minHeight]
 * @param {Array<[string, 'ok' | 'bad']>} [exits]
 */
export function stateBox(x, y, width, name, note, tone, minHeight = 0, exits = []) {
  const inner = width - 2 * PAD;
  const nameLines = wrap(name, inner / 1.1, 15);
  const drawnNote = wrappedText(x + PAD, y + PAD + nameLines.length * 19 + 16, note, inner);
  let bottom = y + PAD + nameLines.length * 19 + drawnNote.lines * 17;
  /** @type {number[]} */
  const exitYs = [];
  const drawnExits = exits.map(([exit, colour]) => {
    const drawn = wrappedText(x + PAD, bottom + 22, exit, inner, {colour, weight: 'bold'});
    exitYs.push(bottom + 17);
    bottom += 6 + drawn.lines * 17;
    return drawn.svg;
  });
  const height = Math.max(minHeight, bottom - y + PAD);
  return {
    height,
    exitYs,
    svg: [
      box(x, y, width, height, {
        fill: tone === 'muted' ? 'card' : `${tone}-soft`,
        stroke: tone,
        radius: 8,
      }),
      text(x + PAD, y + PAD + 14, nameLines.join('\n'), {
        size: 15,
        weight: 'bold',
        colour: tone === 'muted' ? 'ink' : tone,
        lineHeight: 19,
      }),
      drawnNote.svg,
      drawnExits,
    ],
  };
}

// To line up two states side by side.
export function stateBoxHeight(/** @type {number} */ width, /** @type {string} */ name, note = '') {
  const inner = width - 2 * PAD;
  return PAD + wrap(name, inner / 1.1, 15).length * 19 + wrap(note, inner, 13).length * 17 + PAD;
}

/** @param {number} x @param {number} top @param {string} label @param {number} labelWidth @param {'ok' | 'bad' | 'warn' | 'muted'} colour */
export function arrowDown(x, top, label, labelWidth, colour, indent = 14, minGap = 40) {
  const lines = fit(label, labelWidth).length;
  const gap = Math.max(minGap, lines * 17 + 18);
  return {
    gap,
    svg: [
      line(x, top + 2, x, top + gap - 2, {colour, arrow: true}),
      wrappedText(x + indent, top + 13 + (gap - lines * 17) / 2, label, labelWidth, {colour}).svg,
    ],
  };
}

// A good and a bad outcome side by side, up to MAIN_RIGHT; the bad one's button leads back, up
// RETURN_X, to `backY`.
/**
 * @param {number} top @param {number} left @param {number} backY
 * @param {{okArrow: string, badArrow: string, ok: string, okNote: string, bad: string, badNote: string, action: string}} w
 */
export function decision(top, left, backY, w) {
  const right = MAIN_RIGHT;
  const columnGap = 14;
  const leftWidth = Math.floor((right - left - columnGap) / 2);
  const rightX = left + leftWidth + columnGap;
  const rightWidth = right - rightX;
  const branchLines = Math.max(
    fit(w.okArrow, leftWidth - 30).length,
    fit(w.badArrow, rightWidth - 30).length,
  );
  const branchGap = Math.max(40, branchLines * 17 + 18);
  const rowTop = top + branchGap;
  const buttonHeight = Math.round(13 * 2.2);
  const buttonWidth = Math.round(textWidth(w.action, 13) * 1.08 + 28);
  const rowHeight = Math.max(
    stateBoxHeight(leftWidth, w.ok, w.okNote),
    stateBoxHeight(rightWidth, w.bad, w.badNote) + buttonHeight + 8,
  );
  const buttonY = rowTop + rowHeight - buttonHeight - 10;
  return {
    leftWidth,
    rightX,
    rightWidth,
    height: branchGap + rowHeight,
    svg: [
      line(left + 20, top + 2, left + 20, rowTop - 2, {colour: 'ok', arrow: true}),
      wrappedText(left + 32, top + 20, w.okArrow, leftWidth - 30, {colour: 'ok'}).svg,
      line(rightX + 14, top + 2, rightX + 14, rowTop - 2, {colour: 'bad', arrow: true}),
      wrappedText(rightX + 26, top + 20, w.badArrow, rightWidth - 30, {colour: 'bad'}).svg,
      stateBox(left, rowTop, leftWidth, w.ok, w.okNote, 'ok', rowHeight).svg,
      stateBox(rightX, rowTop, rightWidth, w.bad, w.badNote, 'bad', rowHeight).svg,
      button(rightX + PAD, buttonY, w.action, {size: 13, width: buttonWidth}),
      path(
        `M${rightX + PAD + buttonWidth} ${buttonY + buttonHeight / 2} H${RETURN_X} ` +
          `V${backY} H${right + 2}`,
        {colour: 'accent', arrow: true},
      ),
    ],
  };
}

/** @param {number} x @param {number} top @param {string} content @param {number} width */
export function backLegend(x, top, content, width) {
  const back = wrappedText(x + 30, top + 9, content, width - 30, {colour: 'accent'});
  return {
    lines: back.lines,
    svg: [line(x, top + 4, x + 22, top + 4, {colour: 'accent', arrow: true}), back.svg],
  };
}
