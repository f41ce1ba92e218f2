import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeFaqStructuredData, {
  questionsAndAnswers,
} from '../../src/rehype/faq-structured-data.mjs';

const text = (value) => ({type: 'text', value});
const el = (tagName, ...children) => ({type: 'element', tagName, properties: {}, children});

const tree = () => ({
  type: 'root',
  children: [
    el('p', text('Intro that is not an answer.')),
    el('h2', text('Wallet')),
    el('h3', text('What does the wallet pay for?')),
    el('p', text('SMS and '), el('strong', text('Viber')), text(' messages.')),
    el('pre', el('code', text('console.log("not prose")'))),
    el('p', text('E-mail is free.')),
    el('h3', text('Question without an answer')),
    el('h2', text('Related articles')),
    el('ul', el('li', text('Wallet'))),
  ],
});

test('each h3 becomes a question answered by the text up to the next heading', () => {
  assert.deepEqual(questionsAndAnswers(tree()), [
    {question: 'What does the wallet pay for?', answer: 'SMS and Viber messages. E-mail is free.'},
  ]);
});

test('only pages with faq: true get the FAQPage script, inside <Head>', () => {
  const plain = tree();
  rehypeFaqStructuredData()(plain, {data: {frontMatter: {}}});
  assert.equal(plain.children.length, tree().children.length);

  const faq = tree();
  rehypeFaqStructuredData()(faq, {data: {frontMatter: {faq: true}}, path: 'docs/billing/faq.md'});
  const head = faq.children.at(-1);
  assert.equal(head.type, 'mdxJsxFlowElement');
  assert.equal(head.name, 'Head');
  const data = JSON.parse(head.children[0].children[0].value);
  assert.equal(data['@type'], 'FAQPage');
  assert.equal(data.mainEntity[0].acceptedAnswer.text, 'SMS and Viber messages. E-mail is free.');
});

test('faq: true without questions is an error naming the file', () => {
  const empty = {type: 'root', children: [el('p', text('No questions here.'))]};
  assert.throws(
    () => rehypeFaqStructuredData()(empty, {data: {frontMatter: {faq: true}}, path: 'docs/x.md'}),
    /docs\/x\.md: "faq: true" but no h3 question/,
  );
});
