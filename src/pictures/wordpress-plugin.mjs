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
  picture,
  placeholder,
  text,
  textWidth,
  tick,
  GUTTERED,
  browserWindow,
} from './kit.mjs';

const {gutter: GUTTER, left: LEFT, right: RIGHT, inner: INNER} = GUTTERED;
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
    // Connect your business, step 1: Settings → Slotera Booking in the admin menu.
    const menuTop = 40;
    const menuWidth = 196;
    const row = 30;
    const rowText = (/** @type {number} */ index) => menuTop + 6 + index * row + 20;
    const pluginRow = 4;
    const menuBottom = menuTop + 12 + 5 * row;
    const menu = [
      text(LEFT, 24, w.connect, {size: 16, weight: 'bold'}),
      box(LEFT, menuTop, menuWidth, menuBottom - menuTop, {
        fill: 'closed',
        stroke: null,
        radius: 0,
      }),
      text(INNER, rowText(0), w.dashboard, {size: 14}),
      text(INNER, rowText(1), w.plugins, {size: 14}),
      box(LEFT, menuTop + 6 + 2 * row, menuWidth, row, {fill: 'accent', stroke: null, radius: 0}),
      text(INNER, rowText(2), w.settings, {size: 14, weight: 'bold', colour: 'on-accent'}),
      box(LEFT, menuTop + 6 + 3 * row, menuWidth, 2 * row + 6, {
        fill: 'card',
        stroke: null,
        radius: 0,
      }),
      placeholder(INNER + 10, menuTop + 6 + 3 * row + 12, 70, 'frame'),
      text(INNER + 10, rowText(pluginRow), w.plugin, {size: 14, weight: 'bold'}),
    ];

    // Steps 2–4: the plugin's settings page.
    const page = menuBottom + 34;
    const pluginY = rowText(pluginRow) - 5;
    const pluginEnd = INNER + 10 + textWidth(w.plugin, 14) * 1.1 + 10;
    const half = (RIGHT - INNER - 14 - 12) / 2;
    const right = INNER + half + 12;
    const settings = [
      path(`M${pluginEnd} ${pluginY} H${RIGHT - 40} V${page - 3}`, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
      box(LEFT, page, RIGHT - LEFT, 282, {fill: 'canvas', stroke: 'frame'}),
      text(INNER, page + 32, w.plugin, {size: 18, weight: 'bold'}),
      field(INNER, page + 51, RIGHT - INNER - 14, w.businessId, 'my-salon', {dropdown: false}),
      tick(INNER + 2, page + 121),
      text(INNER + 20, page + 126, w.businessName, {size: 14, weight: 'bold', colour: 'ok'}),
      field(INNER, page + 150, half, w.primaryColour, '#2f6fed', {
        dropdown: false,
        swatch: 'brand',
      }),
      field(right, page + 150, half, w.language, w.languageValue),
      button(INNER, page + 226, w.save, {primary: true}),
    ];

    // Place the shortcode: the block editor, steps 1–3.
    const heading = page + 282 + 40;
    const editor = heading + 16;
    const updateWidth = buttonWidth(w.update, 13);
    const updateX = RIGHT - 12 - updateWidth;
    const block = editor + 112;
    const editorBottom = block + 122;
    const blockEditor = [
      text(LEFT, heading, w.place, {size: 16, weight: 'bold'}),
      box(LEFT, editor, RIGHT - LEFT, editorBottom - editor, {fill: 'canvas', stroke: 'frame'}),
      line(LEFT + 1, editor + 48, RIGHT - 1, editor + 48, {colour: 'frame', width: 1}),
      box(INNER, editor + 10, 28, 28, {fill: 'accent', stroke: null, radius: 4}),
      path(`M${INNER + 14} ${editor + 17}v14m-7 -7h14`, {colour: 'on-accent', width: 2.4}),
      button(updateX, editor + 10, w.update, {primary: true, size: 13, width: updateWidth}),
      box(INNER, editor + 66, 180, 14, {fill: 'closed', stroke: null, radius: 4}),
      placeholder(INNER, editor + 92, RIGHT - INNER - 60),
      box(INNER, block, RIGHT - INNER - 14, 78, {fill: 'canvas', stroke: 'ink', radius: 3}),
      text(INNER + 12, block + 24, '[/]', {size: 14, weight: 'bold', colour: 'muted'}),
      text(INNER + 42, block + 24, w.shortcodeBlock, {size: 14, weight: 'bold'}),
      box(INNER + 12, block + 34, RIGHT - INNER - 38, 34, {
        fill: 'card',
        stroke: 'frame',
        radius: 3,
      }),
      el(
        'text',
        {x: INNER + 22, y: block + 56, 'font-size': 15, class: 't-ink', style: MONO},
        escapeXml('[slotera_booking]'),
      ),
      placeholder(INNER, block + 96, RIGHT - INNER - 100),
    ];

    // Step 4: the page on the website, with the button the shortcode shows.
    const site = editorBottom + 44;
    const siteHeight = 118;
    const bookWidth = buttonWidth(w.book);
    const bookY = site + 66;
    const website = [
      line(RIGHT - 40, editorBottom + 4, RIGHT - 40, site - 4, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
      browserWindow(LEFT, site, RIGHT - LEFT, siteHeight),
      text(INNER, site + 44, w.site, {size: 13, colour: 'muted'}),
      button(INNER, bookY, w.book, {brand: true}),
      placeholder(INNER + bookWidth + 16, bookY + 8, RIGHT - INNER - bookWidth - 30),
      placeholder(INNER + bookWidth + 16, bookY + 22, RIGHT - INNER - bookWidth - 70),
    ];

    return picture(
      {height: site + siteHeight + 8, title: w.title, lang: locale},
      menu,
      settings,
      blockEditor,
      website,
      // Connect your business.
      callout(1, GUTTER, pluginY),
      callout(2, GUTTER, page + 89),
      callout(3, GUTTER, page + 187),
      callout(4, GUTTER, page + 241),
      // Place the shortcode.
      callout(1, GUTTER, editor + 24),
      callout(2, GUTTER, block + 19),
      callout(3, GUTTER, block + 51),
      callout(3, updateX - 18, editor + 24),
      callout(4, GUTTER, bookY + 15),
    );
  },
};
