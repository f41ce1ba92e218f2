// For HTML written as a string, where React does not escape.
const HTML_ESCAPES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** @param {unknown} text @returns {string} */
export function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (character) => HTML_ESCAPES[/** @type {keyof typeof HTML_ESCAPES} */ (character)],
  );
}
