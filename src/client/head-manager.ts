// Browser stand-in for react-helmet-async behind `@docusaurus/Head` (alias in
// src/plugins/lean-main-bundle.ts; the server keeps the library), with the library's rules.
import {Children, Fragment, isValidElement, useEffect, useRef, type ReactNode} from 'react';

type Attributes = Record<string, string>;

const TAG_TYPES = ['base', 'meta', 'link', 'script', 'style', 'noscript'] as const;
type TagType = (typeof TAG_TYPES)[number];
/** The head's tags this manager owns (the server's library marks them the same way). */
const MANAGED_TAGS = TAG_TYPES.map((type) => `${type}[data-rh]`).join();

interface HeadRequest {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: {type: TagType; attributes: Attributes; text?: string}[];
}

/** The attributes whose value identifies a tag of each kind (as the library's). */
const KEY_ATTRIBUTES: Record<TagType, string[]> = {
  base: ['href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'text'],
  style: ['text'],
  noscript: ['text'],
};

/** The props whose attribute is not their name in lower case (`hrefLang` → `hreflang`). */
const ATTRIBUTE_NAMES: Record<string, string> = {className: 'class', httpEquiv: 'http-equiv'};

const toText = (children: unknown): string =>
  Array.isArray(children) ? children.join('') : children == null ? '' : String(children);

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) continue;
    // As written in the server's HTML: `data-has-hydrated="true"`, not a bare attribute.
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = String(value);
  }
  return attributes;
}

function collect(children: ReactNode, request: HeadRequest): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {type, props} = child;
    if (type === Fragment) collect(props.children as ReactNode, request);
    else if (type === 'title') request.title = toText(props.children);
    else if (type === 'html' || type === 'body') Object.assign(request[type], attributesOf(props));
    else if ((TAG_TYPES as readonly string[]).includes(type as string)) {
      const text = props.children == null ? undefined : toText(props.children);
      request.tags.push({type: type as TagType, attributes: attributesOf(props), text});
    } else {
      throw new Error(`<Head> does not support <${String(type)}> elements.`);
    }
  });
  return request;
}

interface Instance {
  order: number;
  path: string;
  request: HeadRequest;
  committed: boolean;
}
let renders = 0;
const mounted = new Set<Instance>();

function wantedTags(requests: HeadRequest[]): HeadRequest['tags'] {
  const taken = new Set<string>();
  const result: HeadRequest['tags'] = [];
  for (const request of [...requests].reverse()) {
    const mine = new Set<string>();
    const kept = request.tags.filter((tag) => {
      const keyName = KEY_ATTRIBUTES[tag.type].reduce<string | undefined>((chosen, name) => {
        const value = name === 'text' ? tag.text : tag.attributes[name];
        if (value === undefined) return chosen;
        if (chosen === 'rel' && tag.attributes.rel?.toLowerCase() === 'canonical') return chosen;
        if (name === 'rel' && value.toLowerCase() === 'stylesheet') return chosen;
        return name;
      }, undefined);
      const value = keyName === 'text' ? tag.text : keyName && tag.attributes[keyName];
      if (!keyName || !value) return false;
      const key = `${tag.type} ${keyName} ${value.toLowerCase()}`;
      if (taken.has(key)) return false;
      mine.add(key);
      return true;
    });
    mine.forEach((key) => taken.add(key));
    result.unshift(...kept);
  }
  return result;
}

/** The attributes we set on `<html>` and `<body>`, to remove those no longer asked for. */
const managedAttributes = new Map<Element, Set<string>>();

function setAttributes(element: Element, attributes: Attributes) {
  const previous = managedAttributes.get(element) ?? new Set<string>();
  for (const name of previous) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  managedAttributes.set(element, new Set(Object.keys(attributes)));
}

// An uncommitted `<Head>` counts only where it rendered: a crashed page keeps its title.
function current(): Instance[] {
  for (const instance of mounted)
    if (!instance.committed && instance.path !== window.location.pathname) mounted.delete(instance);
  return [...mounted].sort((a, b) => a.order - b.order);
}

function apply() {
  const requests = current().map((instance) => instance.request);
  let title: string | undefined;
  for (const request of requests) title = request.title ?? title;
  if (title !== undefined && document.title !== title) document.title = title;
  setAttributes(document.documentElement, Object.assign({}, ...requests.map((r) => r.html)));
  setAttributes(document.body, Object.assign({}, ...requests.map((r) => r.body)));

  const old = [...document.head.querySelectorAll(MANAGED_TAGS)];
  const added: Element[] = [];
  for (const tag of wantedTags(requests)) {
    const element = document.createElement(tag.type);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  old.forEach((element) => element.remove());
  document.head.append(...added);
}

let frame: number | undefined;
function scheduleApply() {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    frame = undefined;
    apply();
  });
}

export function Helmet({children, ...props}: {children?: ReactNode}): null {
  const unsupported = Object.keys(props);
  if (unsupported.length > 0)
    throw new Error(`<Head> takes child elements only, not ${unsupported.join(', ')}.`);
  // Registered at first render, as the library does: an outer <Head> orders before an inner one.
  const instance = useRef<Instance | null>(null);
  const request = collect(children, {html: {}, body: {}, tags: []});
  if (instance.current) instance.current.request = request;
  else {
    const path = window.location.pathname;
    mounted.add((instance.current = {order: renders++, path, request, committed: false}));
  }
  const serialized = JSON.stringify(request);
  useEffect(() => {
    const mine = instance.current!;
    mine.committed = true;
    mounted.add(mine);
    scheduleApply();
    return () => {
      mounted.delete(mine);
      scheduleApply();
    };
  }, [serialized]);
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
