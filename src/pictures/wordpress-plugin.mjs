// @ts-check
// widget/wordpress.md#connect-business and #shortcode: the plugin's settings page, then the
// Shortcode block and the button it shows; each half numbered as its section's steps.
import {
  box,
  button,
  buttonWidth,
  callout,
  el,
  escapeXml,
  field,
  line,
  path,
  placeholder,
  text,
  textWidth,
  tick,
  browserWindow,
  pointer,
} from './kit.mjs';
import {card, columns, fixed, GUTTER, indent, layout, marked, note, stack} from './layout.mjs';

const GAP = 28;
const MONO = 'font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace';

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Разширението Slotera Booking в WordPress: настройки и блок „Кратък код“',
      connect: 'Свързване с бизнеса',
      dashboard: 'Табло',
      plugins: 'Разширения',
      settings: 'Настройки',
      plugin: 'Slotera Booking',
      businessId: 'ID на бизнеса',
      businessName: 'Салон Лале',
      primaryColour: 'Основен цвят',
      language: 'Език',
      languageValue: 'bg',
      save: 'Запазване на промените',
      place: 'Поставяне на краткия код',
      update: 'Обновяване',
      shortcodeBlock: 'Кратък код',
      site: 'Страницата на сайта',
      book: 'Запази час',
    },
    en: {
      title: 'The Slotera Booking plugin in WordPress: settings and the Shortcode block',
      connect: 'Connect your business',
      dashboard: 'Dashboard',
      plugins: 'Plugins',
      settings: 'Settings',
      plugin: 'Slotera Booking',
      businessId: 'Business ID',
      businessName: 'Salon Lale',
      primaryColour: 'Primary colour',
      language: 'Language',
      languageValue: 'en',
      save: 'Save Changes',
      place: 'Place the shortcode',
      update: 'Update',
      shortcodeBlock: 'Shortcode',
      site: 'The page on your website',
      book: 'Book now',
    },
  },
  draw(w, locale) {
    const heading = (/** @type {string} */ content) =>
      note(content, {size: 16, weight: 'bold', colour: 'ink'});
    /** Connect your business, step 1: Settings → Slotera Booking in the admin menu, and the way to its page. */
    const menu = fixed(162, (x, top, width, height) => {
      const rowText = (/** @type {number} */ index) => top + 26 + index * 30;
      const pluginEnd = x + 24 + textWidth(w.plugin, 14) * 1.1 + 10;
      const toPage = `M${pluginEnd} ${rowText(4) - 5} H${x + width - 40} V${top + height + GAP - 3}`;
      return [
        box(x, top, 196, height, {fill: 'closed', stroke: null, radius: 0}),
        text(x + 14, rowText(0), w.dashboard, {size: 14}),
        text(x + 14, rowText(1), w.plugins, {size: 14}),
        box(x, top + 66, 196, 30, {fill: 'accent', stroke: null, radius: 0}),
        text(x + 14, rowText(2), w.settings, {size: 14, weight: 'bold', colour: 'on-accent'}),
        box(x, top + 96, 196, 66, {fill: 'card', stroke: null, radius: 0}),
        placeholder(x + 24, top + 108, 70, 'frame'),
        text(x + 24, rowText(4), w.plugin, {size: 14, weight: 'bold'}),
        callout(1, GUTTER, rowText(4) - 5),
        path(toPage, {colour: 'accent', width: 2, arrow: true}),
      ];
    });
    /** Steps 2–4: the plugin's settings page. */
    const settings = card(
      w.plugin,
      [
        marked(
          2,
          fixed(54, (x, y, width) =>
            field(x, y, width, w.businessId, 'my-salon', {dropdown: false}),
          ),
          () => 37,
        ),
        fixed(14, (x, y) => [
          tick(x + 2, y + 6),
          text(x + 20, y + 11, w.businessName, {size: 14, weight: 'bold', colour: 'ok'}),
        ]),
        marked(
          3,
          columns([
            fixed(54, (x, y, width) =>
              field(x, y, width, w.primaryColour, '#2f6fed', {dropdown: false, swatch: 'brand'}),
            ),
            fixed(54, (x, y, width) => field(x, y, width, w.language, w.languageValue)),
          ]),
          () => 37,
        ),
        marked(
          4,
          fixed(31, (x, y) => button(x, y, w.save, {primary: true})),
          () => 15,
        ),
      ],
      {fill: 'canvas'},
    );
    /** Place the shortcode: the block editor, steps 1–3, and the way to the page it makes. */
    const editor = fixed(234, (x, top, width, height) => {
      const inner = x + 14;
      const updateWidth = buttonWidth(w.update, 13);
      const updateX = x + width - 12 - updateWidth;
      const block = top + 112;
      return [
        box(x, top, width, height, {fill: 'canvas', stroke: 'frame'}),
        line(x + 1, top + 48, x + width - 1, top + 48, {colour: 'frame', width: 1}),
        box(inner, top + 10, 28, 28, {fill: 'accent', stroke: null, radius: 4}),
        path(`M${inner + 14} ${top + 17}v14m-7 -7h14`, {colour: 'on-accent', width: 2.4}),
        button(updateX, top + 10, w.update, {primary: true, size: 13, width: updateWidth}),
        placeholder(inner, top + 66, 180, 'closed', 14),
        placeholder(inner, top + 92, width - 74),
        box(inner, block, width - 28, 78, {fill: 'canvas', stroke: 'ink', radius: 3}),
        text(inner + 12, block + 24, '[/]', {size: 14, weight: 'bold', colour: 'muted'}),
        text(inner + 42, block + 24, w.shortcodeBlock, {size: 14, weight: 'bold'}),
        box(inner + 12, block + 34, width - 52, 34, {fill: 'card', stroke: 'frame', radius: 3}),
        el(
          'text',
          {x: inner + 22, y: block + 56, 'font-size': 15, class: 't-ink', style: MONO},
          escapeXml('[slotera_booking]'),
        ),
        placeholder(inner, block + 96, width - 114),
        callout(1, GUTTER, top + 24),
        callout(2, GUTTER, block + 19),
        callout(3, GUTTER, block + 51),
        callout(3, updateX - 18, top + 24),
        pointer(x + width - 40, top + height + 4, x + width - 40, top + height + GAP - 4),
      ];
    });
    /** Step 4: the page on the website, with the button the shortcode shows. */
    const website = fixed(118, (x, top, width, height) => {
      const barsLeft = x + 14 + buttonWidth(w.book) + 16;
      return [
        browserWindow(x, top, width, height),
        text(x + 14, top + 44, w.site, {size: 13, colour: 'muted'}),
        button(x + 14, top + 66, w.book, {brand: true}),
        placeholder(barsLeft, top + 74, x + width - barsLeft - 16),
        placeholder(barsLeft, top + 88, x + width - barsLeft - 56),
        callout(4, GUTTER, top + 81),
      ];
    });
    return layout({title: w.title, showTitle: false, lang: locale, gap: GAP}, [
      indent(stack([heading(w.connect), menu], 12)),
      indent(settings),
      indent(stack([heading(w.place), editor], 12)),
      indent(website),
    ]);
  },
};
