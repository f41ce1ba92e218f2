/**
 * Remark plugin: an article with a code block imports the highlighted code
 * block (`src/theme/CodeBlock/Highlighted.tsx`) itself.
 *
 * Why: the highlighter is not in the main bundle (src/plugins/lean-main-bundle.ts).
 * Imported by the article, it becomes part of the article's own chunks, which
 * Docusaurus loads before it renders or hydrates the page — so a page with
 * code renders its code blocks at once, in the server and in the browser,
 * with no loading step in between: no plain code flashing on a visit inside
 * the app, no part of the page waiting for a chunk while the rest hydrates.
 * Pages without code do not load it. `src/theme/CodeBlock/index.tsx` still
 * loads it on demand for a code block this plugin cannot see (one written
 * as JSX in a component).
 */
export const HIGHLIGHTER_MODULE = '@site/src/theme/CodeBlock/Highlighted';

function hasCodeBlock(node) {
  if (node.type === 'code') return true;
  return Array.isArray(node.children) && node.children.some(hasCodeBlock);
}

export default function remarkImportCodeHighlighter() {
  return (tree) => {
    if (!hasCodeBlock(tree)) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import '${HIGHLIGHTER_MODULE}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              attributes: [],
              source: {
                type: 'Literal',
                value: HIGHLIGHTER_MODULE,
                raw: JSON.stringify(HIGHLIGHTER_MODULE),
              },
            },
          ],
        },
      },
    });
  };
}
