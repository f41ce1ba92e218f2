// The small help centre the engine tests share: its lunr indexes built, written as the sharded
// index (kept in memory) and loaded as the worker loads it.
import * as extension from '../engine/extension.mjs';
import lunr from '../engine/lunr-site.mjs';
import {serializeIndex} from '../engine/index-writer.mjs';

export const page = (i, t, u) => ({i, t, u, b: ['За бизнеса']});
/** A small help centre: five kinds of documents, as the plugin scans them. */
export const SITE = [
  [
    page(1, 'Отстъпки и промо кодове', '/business/payments/discounts/'),
    page(2, 'Календар', '/business/calendar/'),
    page(3, 'Отстъпки и промо кодове', '/changelog/2024/10/22/discounts-and-promo-codes/'),
    page(4, 'Фактури', '/business/billing/invoices/'),
    page(5, 'Работно време', '/business/get-started/working-hours/'),
    page(6, 'Клиенти', '/business/clients/'),
    page(7, 'Notification prices', '/en/business/notifications/prices/'),
    page(8, 'Blocked time', '/en/business/working-hours/blocked-time/'),
    page(9, 'Employees', '/en/business/employees/'),
  ],
  [
    {i: 10, t: 'Отстъпка с промо код', u: '/business/payments/discounts/', h: '#promo-code', p: 1},
    {i: 11, t: 'Преместване на резервация', u: '/business/calendar/', h: '#move', p: 2},
    {i: 12, t: 'Изтегляне на фактура', u: '/business/billing/invoices/', h: '#download', p: 4},
    {
      i: 13,
      t: 'When an employee is ill',
      u: '/en/business/working-hours/blocked-time/',
      h: '#ill',
      p: 8,
    },
  ],
  [
    {
      i: 4,
      t: 'Кога Slotera издава фактура и как да я изтеглите.',
      s: 'Фактури',
      u: '/business/billing/invoices/',
      p: 4,
    },
  ],
  [],
  [
    {
      i: 20,
      t: 'Създайте отстъпката от Плащания → Отстъпки. Кодът важи за всички услуги.',
      s: 'Отстъпка с промо код',
      u: '/business/payments/discounts/',
      h: '#promo-code',
      p: 1,
    },
    {
      i: 21,
      t: 'Календарът показва часовете на служителите по дни.',
      s: 'Календар',
      u: '/business/calendar/',
      h: '',
      p: 2,
    },
    {
      i: 22,
      t: 'Новият раздел Отстъпки създава отстъпките на бизнеса.',
      s: 'Отстъпки и промо кодове',
      u: '/changelog/2024/10/22/discounts-and-promo-codes/',
      h: '',
      p: 3,
    },
    {
      i: 23,
      t: 'Клиентът вижда отстъпката в потвърждението на резервацията.',
      s: 'Клиенти',
      u: '/business/clients/',
      h: '#history',
      p: 6,
    },
    {
      i: 24,
      t: 'Задайте работното време на локацията по дни от седмицата.',
      s: 'Работно време',
      u: '/business/get-started/working-hours/',
      h: '',
      p: 5,
    },
    {
      i: 25,
      t: 'An SMS costs more when it is sent in Cyrillic.',
      s: 'Notification prices',
      u: '/en/business/notifications/prices/',
      h: '',
      p: 7,
    },
    {
      i: 26,
      t: 'Block the time while they are away.',
      s: 'Blocked time',
      u: '/en/business/working-hours/blocked-time/',
      h: '#ill',
      p: 8,
    },
  ],
];

/** The plugin's buildIndex, for ['bg', 'en']. */
export function buildIndexes(site) {
  const plugin = lunr.multiLanguage('bg', 'en');
  return site.map((documents) => ({
    documents,
    index: lunr(function () {
      this.use(plugin);
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({...doc, i: doc.i.toString()});
    }),
  }));
}

/** The URLs the worker downloaded, in order. */
export const downloads = [];
export let state;

export const BASE = 'https://help.example/search-index.json';

export const built = buildIndexes(SITE);
// Small parts, so that this small site has several.
export const serialized = serializeIndex(built, {shardCharacters: 200});
/** The core file, parsed. */
export const core = JSON.parse(serialized.index);
{
  const fetchJson = async (url) => {
    downloads.push(url);
    const {pathname} = new URL(url);
    if (pathname === '/search-index.json') return core;
    const text = serialized.files[pathname.slice(1)];
    if (text === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(text);
  };
  state = await extension.loadIndex(BASE, {lunr, fetchJson});
}

/**
 * A fresh worker state of the test site's index (`index` and `files`: another
 * build of it); `urls` collects the paths it downloads.
 */
export function loadFresh(urls = [], {index = core, files = serialized.files} = {}) {
  return extension.loadIndex(BASE, {
    lunr,
    fetchJson: async (url) => {
      const path = new URL(url).pathname.slice(1);
      urls.push(path);
      return path === 'search-index.json' ? index : JSON.parse(files[path]);
    },
  });
}

export const search = (input, options = {}) =>
  extension.search(input, state, {
    lunr,
    limit: 8,
    language: ['bg', 'en'],
    fuzzyMatchingDistance: 1,
    removeDefaultStopWordFilter: [],
    options: {demotedPaths: ['/changelog/'], perPage: 2, ...options},
  });
export const urls = (results) => results.map((r) => r.document.u + (r.document.h ?? ''));
