/**
 * The calculator's interface text, in both languages. It lives here, not in
 * i18n/<locale>/code.json, because Docusaurus puts all of a locale's
 * code.json messages into the bundle every page loads: these load only with
 * the calculator (./Calculator.tsx, itself loaded when the reader comes near).
 *
 * {name} marks a value put in; "one|other" separates the plural forms, chosen
 * by `plural` (../words.ts, with `format` and `interpolate`: Bulgarian and
 * English both have two plural forms, 1 and every other number).
 */
export interface Words {
  /** A number of SMS segments, plural forms separated by | */
  segments: string;
  /** A number of characters, plural forms separated by | */
  characters: string;
  /** A number of messages, plural forms separated by | */
  messages: string;
  /** Read out by screen readers after a change, when the number of messages is invalid */
  announcementPerMessage: string;
  /** Read out by screen readers after a change: the main results */
  announcementFull: string;
  /** One line right under the message field, updated as the reader types; {characters}, {segments}, {price} */
  liveSummary: string;
  /** Label of the message text field */
  textLabel: string;
  /** Under the message field; {example} is a placeholder such as {{client.first_name}} */
  textHint: string;
  /** Placeholders in double braces that do not exist; {list} is them, comma-separated; plural forms separated by | */
  unknownList: string;
  /** After the unknown placeholders; {link} links to the list of placeholders */
  unknownFix: string;
  /** Link text: the table of placeholders in the templates article */
  unknownLink: string;
  /** Above the list of placeholders found in the text */
  placeholdersTitle: string;
  /** A placeholder's sample value and its length, e.g. "Maria", 5 characters */
  placeholdersValue: string;
  /** After a placeholder that the text uses more than once */
  placeholdersOccurrences: string;
  /** After a placeholder whose sample value is in Cyrillic */
  placeholdersCyrillic: string;
  /** After {{review.url}}: it works in one template only; {template} is its name */
  placeholdersReviewOnly: string;
  /** The name of the review request template */
  placeholdersReviewTemplate: string;
  /** Checkbox: count the placeholders with their sample values in Latin letters */
  latinNamesLabel: string;
  /** Result label: the alphabet the SMS is sent in */
  encodingLabel: string;
  /** Result: the message is sent in the Latin SMS alphabet */
  encodingGsm7: string;
  /** Result: the message is sent in Unicode because of a character outside the Latin SMS alphabet */
  encodingUnicode: string;
  /** Result label: the length of the message */
  charactersLabel: string;
  /** After the length when €, [, ], {, }, ^, ~, \, | (Latin) or emoji (Unicode) count as two */
  charactersUnits: string;
  /** Result label: the number of SMS segments */
  segmentsLabel: string;
  /** After "1 segment": what one unsplit segment holds */
  segmentsSingle: string;
  /** After the number of segments of a split message; {lengths} is e.g. "67 + 36" */
  segmentsSplit: string;
  /** How many characters can still be added without paying another segment */
  segmentsRemaining: string;
  /** Result label: the price of one SMS message */
  priceLabel: string;
  /** Above the characters that make the message Unicode */
  culpritsTitle: string;
  /** Instead of naming each letter of a text written in Cyrillic */
  culpritsCyrillic: string;
  /** A space-like character that forces Unicode, by its code (U+00A0) and its position in the text */
  culpritsInvisible: string;
  /** A character that forces Unicode and its position in the text (from 1) */
  culpritsChar: string;
  /** After the first characters named: how many are not listed */
  culpritsMore: string;
  /** Under the buttons naming the characters that force Unicode */
  culpritsHint: string;
  /** When placeholder values make the message Unicode; {placeholders} is a comma-separated list */
  culpritsValues: string;
  /** Heading: the message transliterated */
  latinTitle: string;
  /** The segments and price of the transliterated message */
  latinResult: string;
  /** What writing in Latin letters saves a month */
  latinSaving: string;
  /** Button: put the transliterated text into the message field */
  latinUse: string;
  /** Heading: the cost of a month of messages */
  monthTitle: string;
  /** Label of the number of messages a month */
  monthLabel: string;
  /** Error under the number of messages a month */
  monthError: string;
  /** Under the monthly SMS cost */
  monthSms: string;
  /** Under the monthly Viber cost */
  monthViber: string;
  /** Under the Viber cost when the text does not fit one Viber message */
  monthViberTooLong: string;
  /** One line on the SMS fallback; {minutes} is 10, {link} links to its explanation */
  monthFallback: string;
  /** Link text: the explanation of Viber with SMS fallback */
  monthFallbackLink: string;
  /** A character quoted in running text, e.g. "😀" */
  character: string;
  /** The segments and price of the transliterated message, when it has no placeholders */
  latinResultNoPlaceholders: string;
  /** When the transliterated text keeps characters outside the Latin SMS alphabet (emoji); {characters} lists them */
  latinStillUnicode: string;
}

export const WORDS: Record<'bg' | 'en', Words> = {
  bg: {
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
    monthViberTooLong:
      'Този текст е по-дълъг от {max} знака и не се побира в едно Viber съобщение.',
    monthFallback:
      'Viber съобщение, недоставено до {minutes} минути, се заменя с резервно SMS съобщение, платено по цената на SMS ({link}).',
    monthFallbackLink: 'как работи резервното SMS съобщение',
    character: '„{char}“',
    latinResultNoPlaceholders: 'На латиница: {segments}, {price} за съобщение.',
    latinStillUnicode: 'Пак се брои по {single} / {multipart} знака в сегмент заради {characters}.',
  },
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
