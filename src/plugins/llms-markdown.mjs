// Pure text of the Markdown twins and llms.txt (src/plugins/llms-txt.ts writes the files): no front
// matter, {#id}s, imports or comments; partials inlined, admonitions as quotes, links absolute.
import path from 'node:path';

import {aliasedSitePath, resolveMarkdownLinkPathname} from '@docusaurus/utils';

const DATE_LABEL = {bg: 'Дата', en: 'Date'};

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE = /^(\s*)(`{3,}|~{3,})/;
const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$/;
const ADMONITION_OPEN = /^(\s*)(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*))?[ \t]*$/;
const ADMONITION_CLOSE = /^(\s*)(:{3,})[ \t]*$/;
const IMPORT = /^import\s/;
const DEFAULT_IMPORT = /^import\s+([\w$]+)\s+from\s+['"]([^'"]+)['"];?\s*$/;
const EXPORT = /^export\s/;
const JSX_LINE = /^(\s*)<([A-Z]\w*)\b[^>]*\/>\s*$/;
const JSX_TAG = /^\s*<\/?[A-Z]/;
const QUOTE_ONLY = /^\s*(?:> ?)+$/;
const COMMENTS = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;
// [text](target "title") and ![alt](target): text with one level of nested
// brackets; a target in <…> or without spaces, with balanced parentheses.
const LINK =
  /(!?)\[((?:\\.|[^[\]\\]|\[(?:\\.|[^[\]\\])*\])*)\]\(\s*(<[^>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)((?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?)\s*\)/g;
const CODE_OR_LINK = new RegExp(`${CODE_SPAN.source}|${LINK.source}`, 'g');
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:[ \t]*)(<[^>]*>|\S+)(.*)$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function stripFrontMatter(text) {
  return text.replace(FRONT_MATTER, '');
}

/** `[{code, lines}]`: fenced code blocks and the prose between (an unclosed fence runs on). */
export function splitFences(text) {
  const blocks = [];
  let open = null;
  let current = null;
  for (const line of text.split(/\r?\n/)) {
    const fence = FENCE.exec(line);
    if (open) {
      current.lines.push(line);
      // A run of one character: it closes when it is the whole line and at least the opening run.
      if (fence?.[2] === line.trim() && fence[2].startsWith(open)) {
        open = null;
        current = null;
      }
    } else if (fence) {
      open = fence[2];
      current = {code: true, lines: [line]};
      blocks.push(current);
    } else {
      if (!current || current.code) {
        current = {code: false, lines: []};
        blocks.push(current);
      }
      current.lines.push(line);
    }
  }
  return blocks;
}

/**
 * A link to a Markdown file → its page's URL, resolved as Docusaurus resolves it: from the file's
 * folder, then its plugin's content folders (`roots`: each plugin's [source, localized] pair).
 */
export function fileLinkResolver(pages, roots, siteDir) {
  const urls = new Map(pages.map(({file, url}) => [aliasedSitePath(file, siteDir), url]));
  return (target, fromFile) => {
    const inside = (root) => !path.relative(root, fromFile).startsWith('..');
    const [contentPath, contentPathLocalized] = roots.find((pair) => pair.some(inside)) ?? [];
    const contentPaths = {contentPath: contentPath ?? siteDir, contentPathLocalized};
    const context = {sourceFilePath: fromFile, sourceToPermalink: urls, siteDir, contentPaths};
    return resolveMarkdownLinkPathname(target, context) ?? undefined;
  };
}

/** A link target made absolute, or throws. `context`: {file, pageUrl, localeRootUrl, resolveFile, image}. */
export function absoluteTarget(target, {file, pageUrl, localeRootUrl, resolveFile, image}) {
  if (target === '' || SCHEME.test(target) || target.startsWith('//')) return target;
  if (target.startsWith('#')) return `${pageUrl}${target}`;
  const [, pathname, suffix] = /^([^?#]*)([\s\S]*)$/.exec(target);
  if (pathname.startsWith('/')) return `${localeRootUrl}${pathname.slice(1)}${suffix}`;
  if (/\.mdx?$/i.test(pathname)) {
    const url = resolveFile(pathname, file);
    if (!url) {
      throw new Error(`${file}: the link ${target} names no published page`);
    }
    return `${url}${suffix}`;
  }
  if (image) {
    throw new Error(
      `${file}: the image ${target} has no address of its own; put it in static/ and write /img/…`,
    );
  }
  // A relative address (`../calendar/`), as a browser reads it on the page.
  return new URL(target, pageUrl).href;
}

export function absoluteLinks(line, context) {
  const definition = REFERENCE_DEFINITION.exec(line);
  if (definition) {
    const [, head, rawTarget, rest] = definition;
    const target = rawTarget.replace(/^<|>$/g, '');
    return `${head}${absoluteTarget(target, context)}${rest}`;
  }
  // One pass over code spans and links: code is skipped, a link with code in its text stays whole.
  return line.replace(CODE_OR_LINK, (match, ...groups) => {
    if (match.startsWith('`')) return match;
    const [, bang, text, rawTarget, title] = groups;
    const target = rawTarget.replace(/^<|>$/g, '');
    const url = absoluteTarget(target, {...context, image: bang === '!'});
    return `${bang}[${text}](${/\s/.test(url) ? `<${url}>` : url}${title})`;
  });
}

/**
 * `context`: {file, locale, pageUrl, localeRootUrl, resolveFile(target, fromFile), readFile(path),
 * codeTranslations} (the site's, which name each admonition as its page does).
 */
export function markdownBody(text, context) {
  // Comments first: they may span lines (but never count inside code).
  const blocks = splitFences(stripFrontMatter(text)).map((block) =>
    block.code
      ? block
      : {code: false, lines: block.lines.join('\n').replace(COMMENTS, '').split('\n')},
  );

  const partials = new Map();
  const stack = [];
  const out = [];
  const quoted = (line) => {
    if (stack.length === 0) return line;
    const indent = stack[0].indent;
    const rest = line.startsWith(indent) ? line.slice(indent.length) : line.trimStart();
    return `${indent}${'> '.repeat(stack.length)}${rest}`.trimEnd();
  };

  for (const block of blocks) {
    if (block.code) {
      out.push(...block.lines.map(quoted));
      continue;
    }
    for (const line of block.lines) {
      if (IMPORT.test(line)) {
        const imported = DEFAULT_IMPORT.exec(line);
        if (imported && /\.mdx?$/i.test(imported[2])) {
          partials.set(imported[1], path.resolve(path.dirname(context.file), imported[2]));
        }
        continue;
      }
      if (EXPORT.test(line)) continue;

      const jsx = JSX_LINE.exec(line);
      if (jsx) {
        const partial = partials.get(jsx[2]);
        if (!partial) {
          throw new Error(`${context.file}: <${jsx[2]} /> has no Markdown to show in its place`);
        }
        const inner = markdownBody(context.readFile(partial), {...context, file: partial});
        out.push(...inner.split('\n').map((innerLine) => quoted(`${jsx[1]}${innerLine}`)));
        continue;
      }
      if (JSX_TAG.test(line)) {
        throw new Error(`${context.file}: no Markdown for the component in «${line.trim()}»`);
      }

      const close = ADMONITION_CLOSE.exec(line);
      if (close && stack.length > 0 && close[2].length >= stack.at(-1).colons) {
        while (out.length > 0 && QUOTE_ONLY.test(out.at(-1))) out.pop();
        const {indent} = stack.pop();
        // A blank line ends the quote: the next paragraph is not part of it.
        out.push(quoted(indent));
        continue;
      }
      const open = ADMONITION_OPEN.exec(line);
      if (open) {
        const [, indent, colons, type, bracketTitle, spaceTitle] = open;
        const named = context.codeTranslations?.[`theme.admonition.${type}`] ?? type;
        const label = named[0].toUpperCase() + named.slice(1);
        const title = (bracketTitle ?? spaceTitle ?? '').trim();
        if (out.length > 0 && out.at(-1).trim() !== '' && !QUOTE_ONLY.test(out.at(-1))) {
          out.push(quoted(indent));
        }
        stack.push({indent: stack[0]?.indent ?? indent, colons: colons.length});
        out.push(
          quoted(
            `${indent}${title ? `**${label}:** ${absoluteLinks(title, context)}` : `**${label}**`}`,
          ),
          quoted(indent),
        );
        continue;
      }

      const heading = HEADING_ID.exec(line);
      const plain = heading ? heading[1] : line;
      out.push(quoted(absoluteLinks(plain, context)));
    }
  }
  // An admonition's first line after the label line is often blank already.
  const lines = [];
  for (const line of out) {
    const previous = lines.at(-1);
    if (line.trim() === '' && (previous === undefined || previous.trim() === '')) continue;
    if (QUOTE_ONLY.test(line) && previous === line) continue;
    lines.push(line);
  }
  while (lines.length > 0 && lines.at(-1).trim() === '') lines.pop();
  return lines.join('\n');
}

/** `# title`, the description quoted, a release note's date, the body. `article`: {title, description, date, text}. */
export function markdownTwin(article, context) {
  const body = markdownBody(article.text, context);
  const head = [];
  if (!/^#[ \t]/.test(body)) head.push(`# ${article.title}`);
  if (article.description) head.push(`> ${oneLine(article.description)}`);
  if (article.date) head.push(`${DATE_LABEL[context.locale] ?? DATE_LABEL.en}: ${article.date}`);
  return `${[...head, body].filter(Boolean).join('\n\n')}\n`;
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const linkText = (text) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/**
 * https://llmstxt.org/: name, summary, paragraphs, one `##` per area.
 * @param {{title: string, summary?: string, paragraphs?: string[],
 *   sections: {title: string,
 *     entries: {title: string, url: string, description?: string}[]}[]}} site
 * @returns {string}
 */
export function llmsTxt({title, summary, paragraphs = [], sections}) {
  const parts = [`# ${oneLine(title)}`];
  if (summary) parts.push(`> ${oneLine(summary)}`);
  parts.push(...paragraphs.map(oneLine).filter(Boolean));
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    const items = section.entries.map(
      ({title: entryTitle, url, description}) =>
        `- [${linkText(entryTitle)}](${url})${description ? `: ${oneLine(description)}` : ''}`,
    );
    parts.push(`## ${oneLine(section.title)}\n\n${items.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** `/en/business/calendar/` under `/en/` → {file: `business/calendar.md`, urlPath: `/en/business/calendar.md`}. */
export function twinLocation(permalink, baseUrl) {
  // Content plugins keep a permalink without the slash its route gets.
  const bare = permalink.replace(/\/+$/, '');
  if (!`${bare}/`.startsWith(baseUrl)) {
    throw new Error(`the page ${permalink} is outside the base URL ${baseUrl}`);
  }
  const relative = `${bare}/`.slice(baseUrl.length).replace(/\/+$/, '');
  if (relative === '') throw new Error(`the page ${permalink} has no name for a Markdown twin`);
  return {file: `${relative}.md`, urlPath: `${bare}.md`};
}

/** A sidebar's doc ids in reading order, a category's own page before its items. */
export function sidebarDocIds(items) {
  const ids = [];
  for (const item of items ?? []) {
    if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id);
      ids.push(...sidebarDocIds(item.items));
    }
  }
  return ids;
}
