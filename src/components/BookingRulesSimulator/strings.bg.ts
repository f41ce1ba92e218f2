/** The simulator's interface text in Bulgarian: the model whose keys English follows (./strings.ts). */

export const BG = {
  exampleSplit: 'Пример: смени с прекъсване',
  exampleAny: 'Пример: без предпочитание',
  employeeNames: {} as Record<string, string>,
  fieldIntervalN: '{label}, интервал {n}',
  addInterval: '+ Добави интервал',
  addIntervalLocation: 'Добави интервал към работното време на локацията',
  addIntervalEmployee: 'Добави интервал към работното време: {name}',
  removeInterval: 'Премахни интервала {start}–{end}',
  fieldName: 'Име',
  newEmployee: 'Служител {n}',
  addEmployee: 'Добави служител',
  removeEmployee: 'Премахни служителя',
  removeEmployeeLabel: 'Премахни служителя {name}',
  choiceLegend: 'Кого избира клиентът',
  fieldChoice: 'Служител',
  choiceAny: 'Без предпочитание',
  pickAnyOffered: '{time} се предлага. Може да го поеме: {names}.',
  pickAnyNobody: '{time} не се предлага: никой от служителите не може да го поеме.',
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
  busyLegend: 'Заетото време на {name}',
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
  reasonLocationClosed: '{time} не се предлага: тогава локацията е затворена (работи {hours}).',
  reasonEmployeeOff: '{time} не се предлага: тогава служителят не работи (работи {hours}).',
  reasonNotice:
    '{time} не се предлага: минималното предизвестие е {notice}, а клиентът отваря страницата {now}, затова най-ранният възможен час е {earliest}.',
  reasonWindow:
    '{time} не се предлага: датата е извън прозореца за резервации. При прозорец от {days} клиентът, който отваря страницата на {opened}, избира дати до {last}.',
  dayNone:
    'Нито един начален час не отговаря на всички правила. Изберете час по-долу, за да видите какво го спира.',
  busyKind: {
    booking: 'Запазен час',
    blocked: 'Блокирано време (почивка)',
    google: 'Събитие „зает“ в Google Календар',
  },
  section: {
    'location-closed': 'Локацията е затворена',
    'employee-off': 'Служителят не работи по това време',
    busy: 'Блокирано време или събитие от Google Календар',
    'does-not-fit': 'Буфер след услугата',
    notice: 'Минимално предизвестие',
    window: 'Прозорец за резервации',
  },
  unit: {
    minutes: 'минути',
    hours: 'часове',
    days: 'дни',
  },
  reasonBusy: {
    booking: '{time} не се предлага: тогава служителят има запазен час ({span}).',
    google: '{time} не се предлага: попада в събитие „зает“ в Google Календар ({span}).',
    blocked: '{time} не се предлага: попада в блокирано време ({span}).',
  },
  reasonFit: {
    service: {
      booking:
        '{time} не се предлага: услугата би продължила до {serviceEnd}, а в {from} служителят има запазен час.',
      google:
        '{time} не се предлага: услугата би продължила до {serviceEnd}, а от {from} има събитие „зает“ в Google Календар.',
      'end-of-day':
        '{time} не се предлага: услугата би свършила в {serviceEnd}, след края на работното време ({from}).',
      break:
        '{time} не се предлага: услугата би продължила до {serviceEnd}, а работното време прекъсва от {from} до {resumes}.',
      blocked:
        '{time} не се предлага: услугата би продължила до {serviceEnd}, а от {from} има блокирано време.',
    },
    buffer: {
      booking:
        '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в запазения час от {from}.',
      google:
        '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в събитието от Google Календар, което започва в {from}.',
      'end-of-day':
        '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ би свършил в {bufferEnd}, след края на работното време ({from}).',
      break:
        '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в прекъсването на работното време от {from} до {resumes}.',
      blocked:
        '{time} не се предлага: услугата свършва в {serviceEnd}, но буферът ѝ ({serviceEnd}–{bufferEnd}) влиза в блокираното време от {from}.',
    },
  },
  day: {
    'location-closed': 'В този ден локацията е затворена.',
    'employee-off':
      'Работното време на служителя не се застъпва с това на локацията, затова няма нито един начален час.',
    'does-not-fit':
      'Услугата и буферът ѝ ({need}) са по-дълги от всеки интервал на работното време, затова не се побират в нито един начален час.',
    window:
      'Датата е извън прозореца за резервации: клиентът, който отваря страницата на {opened}, избира дати до {last}.',
    notice:
      'Всички начални часове в работното време са преди минималното предизвестие: най-ранният възможен час е {earliest}.',
  },
  error: {
    step: 'Изберете 5, 10, 15, 20, 30 или 60 минути.',
    closeBeforeOpen: 'Часът на затваряне трябва да е след часа на отваряне.',
    endBeforeStart: 'Краят трябва да е след началото.',
    intervals: 'В един ден може да има до три интервала.',
    overlap: 'Интервалите не могат да се застъпват.',
    range: {
      duration: 'От 1 до 1440 минути.',
      buffer: 'От 0 до 120 минути.',
      notice: 'От 0 минути до 7 дни.',
      window: 'От 1 до 365 дни.',
    },
    time: 'Въведете час, например 09:00.',
    date: 'Въведете дата.',
    notice: 'Въведете число, което дава цели минути.',
    name: 'Въведете име.',
    number: 'Въведете цяло число.',
  },
};
