// Tables of 3+ columns are too wide for a phone: each body cell gets its header as `data-label` and
// its content in one span, and custom.css shows a card per row there; screen readers keep a table.
import {squash, textOf} from './faq-structured-data.mjs';

const CARD_TABLE_CLASS = 'table-cards';
const MIN_COLUMNS = 3;
const CELL_VALUE_CLASS = 'table-cards__value';

const isElement = (node, tagName) => node?.type === 'element' && node.tagName === tagName;
const childElements = (node, tagName) => (node.children ?? []).filter((c) => isElement(c, tagName));

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
