/**
 * The simulator's interface text, in both languages. It lives here, not in
 * i18n/<locale>/code.json, because Docusaurus puts all of a locale's
 * code.json messages into the bundle every page loads: these load only with
 * the simulator's live part (./Simulator.tsx and the modules it imports,
 * loaded by ./index.tsx when the reader comes near). Do not import this
 * module from ./index.tsx or ./wrapper.ts.
 *
 * {name} marks a value put in; "one|other" separates the plural forms, chosen
 * by `plural` (src/components/words.ts: Bulgarian and English both have two:
 * 1, and every other number).
 */

export interface Strings {
  /** Diagram: row of the location hours */
  diagramLocation: string;
  /** Diagram: row of the employee hours */
  diagramEmployee: string;
  /** Diagram: row of bookings, blocked time and Google events */
  diagramBusy: string;
  /** Diagram: row of the offered start times (green dots) */
  diagramOffered: string;
  /** Diagram: row of the picked start time */
  diagramPicked: string;
  /** A field label with its unit, e.g. "Duration, min" */
  fieldMinutes: string;
  /** Status when an input is wrong */
  resultInvalid: string;
  /** Status when no time is offered */
  resultNone: string;
  /** Status with the number of offered times (one|other) */
  resultCount: string;
  /** Before the links to other rules that also hide the picked time */
  reasonAlso: string;
  /** Note above the fields */
  introTimeZone: string;
  /** Button that puts the worked example back */
  reset: string;
  /** Group of the day and working hours */
  dayLegend: string;
  /** The date the client looks at */
  fieldDate: string;
  /** Opening time of the location */
  fieldLocationOpen: string;
  /** Closing time of the location */
  fieldLocationClose: string;
  /** Start of the employee's working hours */
  fieldEmployeeStart: string;
  /** End of the employee's working hours */
  fieldEmployeeEnd: string;
  /** Group of the employee's busy time */
  busyLegend: string;
  /** No busy entries left */
  busyNone: string;
  /** Start of a busy entry */
  fieldStart: string;
  /** End of a busy entry */
  fieldEnd: string;
  /** The buffer after a booked appointment */
  fieldBookingBuffer: string;
  /** Accessible name of the remove button of a busy entry */
  busyRemoveLabel: string;
  /** Remove a busy entry */
  busyRemove: string;
  /** Label of the kind of busy entry to add */
  busyAddKind: string;
  /** Add a busy entry */
  busyAdd: string;
  /** Group of the service */
  serviceLegend: string;
  /** How long the service takes */
  fieldDuration: string;
  /** Group of the booking rules */
  rulesLegend: string;
  /** The slot step select */
  fieldStep: string;
  /** An option of the slot step, in minutes */
  fieldStepOption: string;
  /** Unit of the minimum notice */
  fieldNoticeUnit: string;
  /** Unit option of the minimum notice */
  unitMinutes: string;
  /** Unit option of the minimum notice */
  unitHours: string;
  /** Unit option of the minimum notice */
  unitDays: string;
  /** The booking window in days */
  fieldWindow: string;
  /** Group of when the client opens the booking page */
  clientLegend: string;
  /** The date the client opens the booking page */
  fieldNowDate: string;
  /** The time the client opens the booking page */
  fieldNowTime: string;
  /** Legend of the start times to pick */
  pickLegend: string;
  /** Accessible name of an offered start time */
  pickOffered: string;
  /** Accessible name of a start time that is not offered */
  pickHidden: string;
  /** Shown until a start time is picked */
  pickHint: string;
  /** A number of days (one|other plural forms) */
  durationDays: string;
  /** A number of hours (one|other plural forms) */
  durationHours: string;
  /** A number of minutes (one|other plural forms) */
  durationMinutes: string;
  /** A moment on the day shown, e.g. "at 9:40" */
  momentSameDay: string;
  /** A moment on another day, e.g. "on 3 November 2025 at 18:00" */
  momentOtherDay: string;
  /** A date and time, e.g. "4 November 2025 at 18:00" */
  momentDateTime: string;
  /** An appointment and the end of its buffer */
  busySpanWithBuffer: string;
  /** The picked start time is offered */
  reasonOffered: string;
  /** Why a start time is hidden */
  reasonLocationClosed: string;
  /** Why a start time is hidden */
  reasonEmployeeOff: string;
  /** Why a start time is hidden */
  reasonBusyBooking: string;
  /** Why a start time is hidden */
  reasonBusyGoogle: string;
  /** Why a start time is hidden */
  reasonBusyBlocked: string;
  /** Why a start time is hidden */
  reasonNotice: string;
  /** Why a start time is hidden */
  reasonFitBufferBooking: string;
  /** Why a start time is hidden */
  reasonFitServiceBooking: string;
  /** Why a start time is hidden */
  reasonFitBufferGoogle: string;
  /** Why a start time is hidden */
  reasonFitServiceGoogle: string;
  /** Why a start time is hidden */
  reasonFitBufferEndOfDay: string;
  /** Why a start time is hidden */
  reasonFitServiceEndOfDay: string;
  /** Why a start time is hidden */
  reasonFitBufferBlocked: string;
  /** Why a start time is hidden */
  reasonFitServiceBlocked: string;
  /** Why a start time is hidden */
  reasonWindow: string;
  /** Why the day offers no start time */
  dayEmployeeOff: string;
  /** Why the day offers no start time */
  dayWindow: string;
  /** Why the day offers no start time */
  dayNotice: string;
  /** The day offers no start time for several reasons */
  dayNone: string;
  /** A busy entry that is a booked appointment */
  busyKindBooking: string;
  /** A busy entry that is blocked time, e.g. a break */
  busyKindBlocked: string;
  /** A busy entry that is a busy Google Calendar event */
  busyKindGoogle: string;
  /** Link to the article section #check-location-hours */
  sectionLocationClosed: string;
  /** Link to the article section #check-employee-hours */
  sectionEmployeeOff: string;
  /** Link to the article section #check-blocked-time */
  sectionBusy: string;
  /** Link to the article section #buffer */
  sectionDoesNotFit: string;
  /** Link to the article section #minimum-notice */
  sectionNotice: string;
  /** Link to the article section #booking-window */
  sectionWindow: string;
  /** Error under the slot step */
  errorStep: string;
  /** Error under "Location closes" */
  errorCloseBeforeOpen: string;
  /** Error under an end time that is not after its start */
  errorEndBeforeStart: string;
  /** Error under working hours with more than three intervals */
  errorIntervals: string;
  /** Error under an interval that starts before the one before it ends */
  errorOverlap: string;
  /** Allowed range of the service duration */
  errorRangeDuration: string;
  /** Allowed range of a buffer */
  errorRangeBuffer: string;
  /** Allowed range of the minimum notice */
  errorRangeNotice: string;
  /** Allowed range of the booking window */
  errorRangeWindow: string;
  /** Error under an empty or incomplete time field */
  errorTime: string;
  /** Error under an empty or incomplete date field */
  errorDate: string;
  /** Error under the minimum notice when it is empty or not whole minutes */
  errorNoticeWhole: string;
  /** Error under an empty or non-whole number field */
  errorNumber: string;
}

export const STRINGS: Record<'bg' | 'en', Strings> = {
  bg: {
    diagramLocation: 'Локация',
    diagramEmployee: 'Служител',
    diagramBusy: 'Заето време',
    diagramOffered: 'Предлагани начални часове',
    diagramPicked: 'Избраният час: услуга и буфер',
    fieldMinutes: '{label}, мин.',
    resultInvalid: 'Няма резултат: поправете полетата, отбелязани с грешка.',
    resultNone: 'В този ден клиентът не вижда нито един начален час.',
    resultCount: 'Клиентът вижда {count} начален час.|Клиентът вижда {count} начални часа.',
    reasonAlso: 'Спират го и тези правила:',
    introTimeZone: 'Попълнено е с примера по-горе. Всички часове са по българско време.',
    reset: 'Обратно към примера',
    dayLegend: 'Денят и работното време',
    fieldDate: 'Дата',
    fieldLocationOpen: 'Локацията отваря',
    fieldLocationClose: 'Локацията затваря',
    fieldEmployeeStart: 'Служителят започва',
    fieldEmployeeEnd: 'Служителят свършва',
    busyLegend: 'Заетото време на служителя',
    busyNone: 'В този ден няма заето време.',
    fieldStart: 'Начало',
    fieldEnd: 'Край',
    fieldBookingBuffer: 'Буфер след него',
    busyRemoveLabel: 'Премахни: {name} {start}–{end}',
    busyRemove: 'Премахни',
    busyAddKind: 'Вид заето време за добавяне',
    busyAdd: 'Добави',
    serviceLegend: 'Услугата',
    fieldDuration: 'Продължителност',
    rulesLegend: 'Правила за онлайн резервации',
    fieldStep: 'Стъпка на началните часове',
    fieldStepOption: '{step} мин.',
    fieldNoticeUnit: 'Единица на предизвестието',
    unitMinutes: 'минути',
    unitHours: 'часове',
    unitDays: 'дни',
    fieldWindow: 'Прозорец за резервации, дни',
    clientLegend: 'Кога клиентът отваря страницата за резервации',
    fieldNowDate: 'Дата',
    fieldNowTime: 'Час',
    pickLegend: 'Изберете начален час, за да видите защо се предлага или не',
    pickOffered: '{time}, предлага се',
    pickHidden: '{time}, не се предлага',
    pickHint:
      'Зелените часове се предлагат. Изберете който и да е час, за да прочетете кое правило го скрива.',
    durationDays: '{count} ден|{count} дни',
    durationHours: '{count} час|{count} часа',
    durationMinutes: '{count} минута|{count} минути',
    momentSameDay: 'в {time}',
    momentOtherDay: 'на {date} в {time}',
    momentDateTime: '{date} в {time}',
    busySpanWithBuffer: '{span}, с буфера до {until}',
    reasonOffered:
      '{time} се предлага: услугата и буферът ѝ ({time}–{end}) се побират в свободното работно време, а часът е след минималното предизвестие и в прозореца за резервации.',
    reasonLocationClosed:
      '{time} не се предлага: тогава локацията е затворена (работи {open}–{close}).',
    reasonEmployeeOff: '{time} не се предлага: тогава служителят не работи (работи {start}–{end}).',
    reasonBusyBooking: '{time} не се предлага: тогава служителят има запазен час ({span}).',
    reasonBusyGoogle: '{time} не се предлага: попада в събитие „зает“ в Google Календар ({span}).',
    reasonBusyBlocked: '{time} не се предлага: попада в блокирано време ({span}).',
    reasonNotice:
      '{time} не се предлага: минималното предизвестие е {notice}, а клиентът отваря страницата {now}, затова най-ранният възможен час е {earliest}.',
    reasonFitBufferBooking:
      '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в запазения час от {from}.',
    reasonFitServiceBooking:
      '{time} не се предлага: услугата би продължила до {serviceEnd}, а в {from} служителят има запазен час.',
    reasonFitBufferGoogle:
      '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в събитието от Google Календар, което започва в {from}.',
    reasonFitServiceGoogle:
      '{time} не се предлага: услугата би продължила до {serviceEnd}, а от {from} има събитие „зает“ в Google Календар.',
    reasonFitBufferEndOfDay:
      '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ би свършил в {bufferEnd}, след края на работното време ({from}).',
    reasonFitServiceEndOfDay:
      '{time} не се предлага: услугата би свършила в {serviceEnd}, след края на работното време ({from}).',
    reasonFitBufferBlocked:
      '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в блокираното време от {from}.',
    reasonFitServiceBlocked:
      '{time} не се предлага: услугата би продължила до {serviceEnd}, а от {from} има блокирано време.',
    reasonWindow:
      '{time} не се предлага: датата е извън прозореца за резервации. При прозорец от {days} клиентът, който отваря страницата на {opened}, избира дати до {last}.',
    dayEmployeeOff:
      'Работното време на служителя не се застъпва с това на локацията, затова няма нито един начален час.',
    dayWindow:
      'Датата е извън прозореца за резервации: клиентът, който отваря страницата на {opened}, избира дати до {last}.',
    dayNotice:
      'Всички начални часове в работното време са преди минималното предизвестие: най-ранният възможен час е {earliest}.',
    dayNone:
      'Нито един начален час не отговаря на всички правила. Изберете час по-долу, за да видите какво го спира.',
    busyKindBooking: 'Запазен час',
    busyKindBlocked: 'Блокирано време (почивка)',
    busyKindGoogle: 'Събитие „зает“ в Google Календар',
    sectionLocationClosed: 'Локацията е затворена',
    sectionEmployeeOff: 'Служителят не работи по това време',
    sectionBusy: 'Блокирано време или събитие от Google Календар',
    sectionDoesNotFit: 'Буфер след услугата',
    sectionNotice: 'Минимално предизвестие',
    sectionWindow: 'Прозорец за резервации',
    errorStep: 'Изберете 5, 10, 15, 20, 30 или 60 минути.',
    errorCloseBeforeOpen: 'Часът на затваряне трябва да е след часа на отваряне.',
    errorEndBeforeStart: 'Краят трябва да е след началото.',
    errorIntervals: 'В един ден може да има до три интервала.',
    errorOverlap: 'Интервалите не могат да се застъпват.',
    errorRangeDuration: 'От 1 до 1440 минути.',
    errorRangeBuffer: 'От 0 до 120 минути.',
    errorRangeNotice: 'От 0 минути до 7 дни.',
    errorRangeWindow: 'От 1 до 365 дни.',
    errorTime: 'Въведете час, например 09:00.',
    errorDate: 'Въведете дата.',
    errorNoticeWhole: 'Въведете число, което дава цели минути.',
    errorNumber: 'Въведете цяло число.',
  },
  en: {
    diagramLocation: 'Location',
    diagramEmployee: 'Employee',
    diagramBusy: 'Busy time',
    diagramOffered: 'Offered start times',
    diagramPicked: 'Picked time: service and buffer',
    fieldMinutes: '{label}, min',
    resultInvalid: 'No result: correct the fields marked with an error.',
    resultNone: 'The client sees no start time on this day.',
    resultCount: 'The client sees {count} start time.|The client sees {count} start times.',
    reasonAlso: 'Other rules that also stop it:',
    introTimeZone: 'Filled in with the example above. All times are Bulgarian time.',
    reset: 'Reset to the example',
    dayLegend: 'The day and working hours',
    fieldDate: 'Date',
    fieldLocationOpen: 'Location opens',
    fieldLocationClose: 'Location closes',
    fieldEmployeeStart: 'Employee starts',
    fieldEmployeeEnd: 'Employee finishes',
    busyLegend: "The employee's busy time",
    busyNone: 'Nothing is busy on this day.',
    fieldStart: 'Start',
    fieldEnd: 'End',
    fieldBookingBuffer: 'Buffer after it',
    busyRemoveLabel: 'Remove: {name} {start}–{end}',
    busyRemove: 'Remove',
    busyAddKind: 'Kind of busy time to add',
    busyAdd: 'Add',
    serviceLegend: 'The service',
    fieldDuration: 'Duration',
    rulesLegend: 'Booking rules',
    fieldStep: 'Slot step',
    fieldStepOption: '{step} min',
    fieldNoticeUnit: 'Notice unit',
    unitMinutes: 'minutes',
    unitHours: 'hours',
    unitDays: 'days',
    fieldWindow: 'Booking window, days',
    clientLegend: 'When the client opens the booking page',
    fieldNowDate: 'Date',
    fieldNowTime: 'Time',
    pickLegend: 'Pick a start time to see why it is offered or not',
    pickOffered: '{time}, offered',
    pickHidden: '{time}, not offered',
    pickHint: 'Green times are offered. Pick any time to read the rule that hides it.',
    durationDays: '{count} day|{count} days',
    durationHours: '{count} hour|{count} hours',
    durationMinutes: '{count} minute|{count} minutes',
    momentSameDay: 'at {time}',
    momentOtherDay: 'on {date} at {time}',
    momentDateTime: '{date} at {time}',
    busySpanWithBuffer: '{span}, with its buffer until {until}',
    reasonOffered:
      '{time} is offered: the service and its buffer ({time}–{end}) fit into working time that is still free, and the time is after the minimum notice and inside the booking window.',
    reasonLocationClosed:
      '{time} is not offered: the location is closed then (it is open {open}–{close}).',
    reasonEmployeeOff:
      '{time} is not offered: the employee does not work then (works {start}–{end}).',
    reasonBusyBooking: '{time} is not offered: the employee has an appointment then ({span}).',
    reasonBusyGoogle: '{time} is not offered: it falls in a busy Google Calendar event ({span}).',
    reasonBusyBlocked: '{time} is not offered: it falls in blocked time ({span}).',
    reasonNotice:
      '{time} is not offered: the minimum notice is {notice}, and the client opens the page {now}, so the earliest possible time is {earliest}.',
    reasonFitBufferBooking:
      '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the appointment at {from}.',
    reasonFitServiceBooking:
      '{time} is not offered: the service would run until {serviceEnd}, and the employee has an appointment at {from}.',
    reasonFitBufferGoogle:
      '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the Google Calendar event at {from}.',
    reasonFitServiceGoogle:
      '{time} is not offered: the service would run until {serviceEnd}, and there is a busy Google Calendar event from {from}.',
    reasonFitBufferEndOfDay:
      '{time} is not offered: the service ends at {serviceEnd}, but its buffer would end at {bufferEnd}, after the working day ends ({from}).',
    reasonFitServiceEndOfDay:
      '{time} is not offered: the service would end at {serviceEnd}, after the working day ends ({from}).',
    reasonFitBufferBlocked:
      '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the blocked time from {from}.',
    reasonFitServiceBlocked:
      '{time} is not offered: the service would run until {serviceEnd}, and there is blocked time from {from}.',
    reasonWindow:
      '{time} is not offered: the date is outside the booking window. With a window of {days}, a client who opens the page on {opened} can pick dates up to {last}.',
    dayEmployeeOff:
      "The employee's hours do not overlap the location's, so no start time is offered.",
    dayWindow:
      'The date is outside the booking window: a client who opens the page on {opened} can pick dates up to {last}.',
    dayNotice:
      'Every start time in working hours is before the minimum notice: the earliest possible time is {earliest}.',
    dayNone: 'No start time meets every rule. Pick a time below to see what stops it.',
    busyKindBooking: 'Appointment',
    busyKindBlocked: 'Blocked time (a break)',
    busyKindGoogle: 'Busy Google Calendar event',
    sectionLocationClosed: 'The location is closed',
    sectionEmployeeOff: 'The employee does not work at that time',
    sectionBusy: 'Blocked time or a Google Calendar event',
    sectionDoesNotFit: 'Buffer after service',
    sectionNotice: 'Minimum notice',
    sectionWindow: 'Booking window',
    errorStep: 'Choose 5, 10, 15, 20, 30 or 60 minutes.',
    errorCloseBeforeOpen: 'The closing time must be after the opening time.',
    errorEndBeforeStart: 'The end must be after the start.',
    errorIntervals: 'A day can have up to three intervals.',
    errorOverlap: 'Intervals cannot overlap.',
    errorRangeDuration: 'From 1 to 1440 minutes.',
    errorRangeBuffer: 'From 0 to 120 minutes.',
    errorRangeNotice: 'From 0 minutes to 7 days.',
    errorRangeWindow: 'From 1 to 365 days.',
    errorTime: 'Enter a time, e.g. 09:00.',
    errorDate: 'Enter a date.',
    errorNoticeWhole: 'Enter a number that makes whole minutes.',
    errorNumber: 'Enter a whole number.',
  },
};
