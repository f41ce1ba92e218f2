// With `faq: true`, every h3 is a question, the content up to the next h2/h3 its answer: a
// schema.org FAQPage JSON-LD in the head, so the answers show in search results, written once.

// MDX expressions and code are left out.
export function textOf(node) {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'pre') return '';
  if (!node.children) return '';
  const separator = node.type === 'root' ? ' ' : '';
  return node.children.map(textOf).join(separator);
}

export const squash = (text) => text.replace(/\s+/g, ' ').trim();

export function questionsAndAnswers(tree) {
  const entries = [];
  let current = null;
  for (const node of tree.children) {
    if (node.type === 'element' && ['h1', 'h2', 'h3'].includes(node.tagName)) {
      current = null;
      if (node.tagName === 'h3') {
        // The theme appends a "#" anchor link to headings; it is not text.
        current = {question: squash(textOf(node)), parts: []};
        entries.push(current);
      }
    } else if (current) {
      current.parts.push(textOf(node));
    }
  }
  return entries
    .map(({question, parts}) => ({question, answer: squash(parts.join(' '))}))
    .filter(({question, answer}) => question && answer);
}

export function faqPage(entries) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}

export default function rehypeFaqStructuredData() {
  return (tree, file) => {
    if (file.data?.frontMatter?.faq !== true) return;
    const entries = questionsAndAnswers(tree);
    if (entries.length === 0) {
      throw new Error(`${file.path}: "faq: true" but no h3 question with an answer was found`);
    }
    // <Head> is the theme's MDX component for @docusaurus/Head.
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      attributes: [],
      children: [
        {
          type: 'element',
          tagName: 'script',
          properties: {type: 'application/ld+json'},
          children: [{type: 'text', value: JSON.stringify(faqPage(entries))}],
        },
      ],
    });
  };
}
