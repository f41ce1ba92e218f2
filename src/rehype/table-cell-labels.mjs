/**
 * Tables of 3+ columns become one card per row on a phone (src/css/custom.css): each body cell gets
 * its column header as `data-label` and its content wrapped in one span. Still a real table.
 */
import {squash, textOf} from './faq-structured-data.mjs';

/** Marks a table that custom.css may show as cards on a phone. */
const CARD_TABLE_CLASS = 'table-cards';
/** Tables with fewer columns stay tables on a phone. */
const MIN_COLUMNS = 3;
/** The wrapper of a body cell's content. */
const CELL_VALUE_CLASS = 'table-cards__value';

const isElement = (node, tagName) => node?.type === 'element' && node.tagName === tagName;
const childElements = (node, tagName) => (node.children ?? []).filter((c) => isElement(c, tagName));

/** The header texts of a table, or null when it has no header row. */
function headerLabels(table) {
  const headRow = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr'))[0];
  if (!headRow) return null;
  return childElements(headRow, 'th').map((th) => squash(textOf(th)));
}

function labelCells(table) {
  const labels = headerLabels(table);
  // Without a header for every column a card would show values without names.
  if (!labels || labels.some((label) => label === '')) return;
  // Two columns are a name and its value already, and fit a phone as a table.
  if (labels.length < MIN_COLUMNS) return;
  const rows = childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'));
  if (rows.some((row) => childElements(row, 'td').length > labels.length)) return;
  for (const row of rows) {
    childElements(row, 'td').forEach((cell, index) => {
      cell.properties = {...cell.properties, dataLabel: labels[index]};
      cell.children = [
        {
          type: 'element',
          tagName: 'span',
          properties: {className: [CELL_VALUE_CLASS]},
          children: cell.children,
        },
      ];
    });
  }
  const className = table.properties?.className ?? [];
  table.properties = {...table.properties, className: [...className, CARD_TABLE_CLASS]};
}

function visit(node) {
  if (isElement(node, 'table')) labelCells(node);
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeTableCellLabels() {
  return (tree) => visit(tree);
}
