/**
 * Text made safe for HTML, in an element or a quoted attribute: for the
 * places that write HTML as a string (the announcement bar's content, the
 * search dropdown's rows), where React does not escape for us.
 */
const HTML_ESCAPES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/**
 * @param {unknown} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (character) => HTML_ESCAPES[/** @type {keyof typeof HTML_ESCAPES} */ (character)],
  );
}
