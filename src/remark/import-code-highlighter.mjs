/**
 * Remark plugin: an article with a code block imports the highlighted code
 * block (src/theme/CodeBlock/Highlighted.tsx) itself. The highlighter is not
 * in the main bundle (lean-main-bundle.ts); imported here it joins the
 * article's chunks, so code renders at once with no loading step. A code
 * block this plugin cannot see (JSX) still loads it on demand.
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
