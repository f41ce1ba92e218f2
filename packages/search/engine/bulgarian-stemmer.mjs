// A light Bulgarian stemmer: "календарът", "календари", "календарите" all find "Календар".

const CYRILLIC_WORD = /^[а-яѐѝ]+$/;
const VOWELS = new Set(['а', 'ъ', 'о', 'у', 'е', 'и', 'я', 'ю', 'й']);
const MIN_STEM = 3;

export function isCyrillicWord(word) {
  return CYRILLIC_WORD.test(word);
}

const keeps = (word, cut) => word.length - cut >= MIN_STEM;

function removeArticle(w) {
  const prev = w.length >= 3 ? w[w.length - 3] : '';
  if (w.endsWith('ият') && keeps(w, 3)) return w.slice(0, -3);
  if ((w.endsWith('ът') || w.endsWith('ят')) && keeps(w, 2)) return w.slice(0, -2);
  if (w.endsWith('та') && keeps(w, 2) && (prev === 'а' || prev === 'я' || w.endsWith('тта')))
    return w.slice(0, -2);
  if (w.endsWith('то') && keeps(w, 2) && 'оеиую'.includes(prev) && prev) return w.slice(0, -2);
  if (w.endsWith('те') && keeps(w, 2) && (prev === 'и' || prev === 'е')) return w.slice(0, -2);
  return w;
}

function removePlural(w) {
  if ((w.endsWith('ове') || w.endsWith('еве')) && keeps(w, 3)) return w.slice(0, -3);
  // Neuter -мe nouns: време / времена, име / имена.
  if (w.endsWith('мена') && w.length >= 6) return w.slice(0, -2);
  return w;
}

function removeVowels(w) {
  let end = w.length;
  while (end > MIN_STEM && VOWELS.has(w[end - 1])) end -= 1;
  return w.slice(0, end);
}

function normalizeEnding(w) {
  let s = w;
  // сертификат / сертификата (→ сертифика-та), заплата / заплатата.
  if (s.endsWith('ат') && keeps(s, 2)) s = s.slice(0, -2);
  // доставчик / доставчици, празник / празници.
  if (s.endsWith('ц')) s = `${s.slice(0, -1)}к`;
  // място / места, отмяна / отмени: я → е before the final consonants.
  s = s.replace(/я([^аъоуеияюй]+)$/, 'е$1');
  // пробен / пробна, собствен / собствена (every form ends up with -н).
  if (s.endsWith('ен') && s.length >= 5) s = `${s.slice(0, -2)}н`;
  // параметър / параметри, списък / списъци.
  if (s.length >= 5 && s[s.length - 2] === 'ъ') s = s.slice(0, -2) + s[s.length - 1];
  return s;
}

export function stem(word) {
  if (typeof word !== 'string' || !isCyrillicWord(word)) return word;
  let w = word.replace(/ѝ/g, 'и').replace(/ѐ/g, 'е');
  if (w.length <= MIN_STEM) return w;
  w = removeArticle(w);
  w = removePlural(w);
  w = removeVowels(w);
  return normalizeEnding(w);
}
