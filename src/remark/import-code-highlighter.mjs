// An article with a code block imports the highlighter (src/theme/CodeBlock/Highlighted.tsx), kept
// out of the main bundle, so that its code renders at once; JSX code blocks still load it on demand.
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
