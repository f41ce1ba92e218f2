// Not in code.json, which every page's bundle loads: these load only with the calculator.
// {name} marks a value put in; "one|other" the plural forms (../words.ts).
import type {Locale} from '@site/src/notifications/prices.mjs';
import {format, plural} from '../words';

const BG = {
  segments: '{count} сегмент|{count} сегмента',
  characters: '{count} знак|{count} знака',
  messages: '{count} съобщение|{count} съобщения',
  announcementPerMessage: '{segments}, {price} за SMS съобщение.',
  announcementFull:
    '{segments}, {price} за SMS съобщение; {messages} на месец: {smsTotal} по SMS, {viberTotal} по Viber.',
  liveSummary: '{characters} · {segments} · {price} за SMS съобщение',
  textLabel: 'Текст на съобщението',
  textHint:
    'Полетата, например {example}, се броят с примерната стойност, която използва и редакторът на шаблона.',
  unknownList: 'Непознато поле: {list}.|Непознати полета: {list}.',
  unknownFix:
    'Редакторът на шаблона не запазва шаблон с непознато поле — сверете изписването със {link}. Тук то се брои така, както е написано.',
  unknownLink: 'списъка с полета',
  placeholdersTitle: 'Полета и примерните стойности, с които се броят:',
  placeholdersValue: '„{value}“, {characters}',
  placeholdersOccurrences: '(среща се {count} пъти)',
  placeholdersCyrillic: '— на кирилица',
  placeholdersReviewOnly: '— само в шаблона {template}',
  placeholdersReviewTemplate: 'Покана за отзив',
  latinNamesLabel:
    'Имената, които попадат в полетата (на бизнеса, услугите, служителите и клиентите), са написани на латиница в бизнес приложението',
  encodingLabel: 'Азбука',
  encodingGsm7:
    'Само латиница (GSM-7): {single} знака в един сегмент, {multipart} във всеки сегмент на разделено съобщение',
  encodingUnicode:
    'С кирилица или емоджи (Unicode): {single} знака в един сегмент, {multipart} във всеки сегмент на разделено съобщение',
  charactersLabel: 'Знаци',
  charactersUnits: '(броят се за {units}: някои знаци се броят за два)',
  segmentsLabel: 'Сегменти',
  segmentsSingle: '(до {limit} знака)',
  segmentsSplit: '(до {limit} знака всеки: {lengths})',
  segmentsRemaining: 'Място до следващия сегмент: {characters}.',
  priceLabel: 'Цена на едно SMS съобщение',
  culpritsTitle:
    'Тези знаци не са в латинската SMS азбука и превключват цялото съобщение към {single} / {multipart} знака в сегмент:',
  culpritsCyrillic: '{count} буква на кирилица|{count} букви на кирилица',
  culpritsInvisible: '{code} (невидим знак), знак {position}',
  culpritsChar: '„{char}“, знак {position}',
  culpritsMore: 'и още {count}',
  culpritsHint: 'Натиснете знак, за да го маркирате в текста.',
  culpritsValues:
    'Примерните стойности на {placeholders} са на кирилица, затова съобщението се брои по {single} / {multipart} знака в сегмент дори ако текстът ви е на латиница.',
  latinTitle: 'Същият текст на латиница',
  latinResult: 'Ако и имената в полетата са на латиница: {segments}, {price} за съобщение.',
  latinSaving: 'При {messages} на месец това са {saving} по-малко.',
  latinUse: 'Използвай този текст',
  monthTitle: 'Разход за месец',
  monthLabel: 'Съобщения на месец',
  monthError: 'Въведете цяло число от 0 до {max}.',
  monthSms: '{price} за съобщение, плаща се при изпращане',
  monthViber:
    '{price} за съобщение, без деление на сегменти; плаща се само доставеното. Изчислено е, сякаш всички съобщения са доставени',
  monthViberTooLong: 'Този текст е по-дълъг от {max} знака и не се побира в едно Viber съобщение.',
  monthFallback:
    'Viber съобщение, недоставено до {minutes} минути, се заменя с резервно SMS съобщение, платено по цената на SMS ({link}).',
  monthFallbackLink: 'как работи резервното SMS съобщение',
  character: '„{char}“',
  latinResultNoPlaceholders: 'На латиница: {segments}, {price} за съобщение.',
  latinStillUnicode: 'Пак се брои по {single} / {multipart} знака в сегмент заради {characters}.',
};

export const WORDS: Record<Locale, typeof BG> = {
  bg: BG,
  en: {
    segments: '{count} segment|{count} segments',
    characters: '{count} character|{count} characters',
    messages: '{count} message|{count} messages',
    announcementPerMessage: '{segments}, {price} per SMS message.',
    announcementFull:
      '{segments}, {price} per SMS message; {messages} a month: {smsTotal} by SMS, {viberTotal} by Viber.',
    liveSummary: '{characters} · {segments} · {price} per SMS',
    textLabel: 'Message text',
    textHint:
      'Placeholders such as {example} count with the sample value the template editor uses.',
    unknownList: 'Unknown placeholder: {list}.|Unknown placeholders: {list}.',
    unknownFix:
      'The template editor does not save a template with an unknown placeholder: check the spelling against {link}. Here it counts as written.',
    unknownLink: 'the list of placeholders',
    placeholdersTitle: 'Placeholders and the sample values counted:',
    placeholdersValue: '"{value}", {characters}',
    placeholdersOccurrences: '(used {count} times)',
    placeholdersCyrillic: '— in Cyrillic',
    placeholdersReviewOnly: '— only in the {template} template',
    placeholdersReviewTemplate: 'Review request',
    latinNamesLabel:
      'The names that go into the placeholders (business, service, employee, client) are written in Latin letters in the business application',
    encodingLabel: 'Alphabet',
    encodingGsm7:
      'Latin letters only (GSM-7): {single} characters in one segment, {multipart} in each segment of a split message',
    encodingUnicode:
      'With Cyrillic or emoji (Unicode): {single} characters in one segment, {multipart} in each segment of a split message',
    charactersLabel: 'Characters',
    charactersUnits: '(counted as {units}: some characters count as two)',
    segmentsLabel: 'SMS segments',
    segmentsSingle: '(up to {limit} characters)',
    segmentsSplit: '(up to {limit} characters each: {lengths})',
    segmentsRemaining: 'Room left before the next segment: {characters}.',
    priceLabel: 'Price of one SMS message',
    culpritsTitle:
      'These characters are not in the Latin SMS alphabet and switch the whole message to {single} / {multipart} characters a segment:',
    culpritsCyrillic: '{count} Cyrillic letter|{count} Cyrillic letters',
    culpritsInvisible: '{code} (an invisible character), character {position}',
    culpritsChar: '"{char}", character {position}',
    culpritsMore: 'and {count} more',
    culpritsHint: 'Press a character to select it in the text.',
    culpritsValues:
      'The sample values of {placeholders} are in Cyrillic, so the message counts at {single} / {multipart} characters a segment even if your text is in Latin letters.',
    latinTitle: 'The same text in Latin letters',
    latinResult:
      'If the names in the placeholders are in Latin letters too: {segments}, {price} per message.',
    latinSaving: 'For {messages} a month that is {saving} less.',
    latinUse: 'Use this text',
    monthTitle: 'Cost for a month',
    monthLabel: 'Messages a month',
    monthError: 'Enter a whole number from 0 to {max}.',
    monthSms: '{price} per message, paid when it is sent',
    monthViber:
      '{price} per message, never split, paid only when it is delivered; counted as if all are delivered',
    monthViberTooLong: 'This text is longer than the {max} characters one Viber message holds.',
    monthFallback:
      'A Viber message not delivered within {minutes} minutes is replaced by a fallback SMS, paid at the SMS price ({link}).',
    monthFallbackLink: 'how the fallback works',
    character: '"{char}"',
    latinResultNoPlaceholders: 'In Latin letters: {segments}, {price} per message.',
    latinStillUnicode:
      'It still counts at {single} / {multipart} characters a segment because of {characters}.',
  },
};

export function wordsOf(locale: Locale) {
  const number = new Intl.NumberFormat(locale);
  return {
    w: WORDS[locale],
    locale,
    number: (value: number) => number.format(value),
    counted: (count: number, forms: string) =>
      format(plural(count, forms), {count: number.format(count)}),
  };
}

export type Text = ReturnType<typeof wordsOf>;
