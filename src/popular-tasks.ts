// The tasks readers need most and the home search box's words: data of the chunks that show them,
// not code.json strings, which ride in every page's main bundle.
import type {Locale} from '@site/src/constants';

const TASK_ROUTES = {
  cannotBook: '/business/online-bookings/#cannot-book',
  // The booking simulator, right after the question it answers (issue #50).
  simulator: '/business/online-bookings/#try-it',
  blockTime: '/business/working-hours/blocked-time/#add-blocked-time',
  workingHours: '/business/get-started/working-hours/',
  widget: '/business/widget/javascript/#embed-snippet',
  refunds: '/business/payments/payment-methods/#refunds',
  wallet: '/business/billing/wallet/#top-up',
  invoices: '/business/billing/invoices/#download',
  googleCalendar: '/business/integrations/google-calendar/#connect-employee',
} as const;

type TaskId = keyof typeof TASK_ROUTES;

const TASK_LABELS: Record<Locale, Record<TaskId, string>> = {
  bg: {
    cannotBook: 'Клиент не може да запази час, в който работя',
    simulator: 'Симулатор: кои часове вижда клиентът',
    blockTime: 'Блокирано време: отпуска, болничен, почивка',
    workingHours: 'Работно време и празници',
    widget: 'Онлайн резервации на моя сайт',
    refunds: 'Отмяна на час и връщане на предплащане',
    wallet: 'Зареждане на портфейла за SMS и Viber',
    invoices: 'Изтегляне на фактура',
    googleCalendar: 'Свързване с Google Календар',
  },
  en: {
    cannotBook: 'A client cannot book a time I work',
    simulator: 'Simulator: which times a client sees',
    blockTime: 'Block time off: leave, sick day, a break',
    workingHours: 'Set working hours and holidays',
    widget: 'Add online booking to my website',
    refunds: 'Cancel a booking and refund a prepayment',
    wallet: 'Top up the wallet for SMS and Viber',
    invoices: 'Download an invoice',
    googleCalendar: 'Connect Google Calendar',
  },
};

const TEXTS = {
  bg: {
    searchLabel: 'Търсене в помощния център',
    searchPlaceholder: 'С какво да ви помогнем?',
    tasksTitle: 'Най-търсено',
  },
  en: {
    searchLabel: 'Search the help centre',
    searchPlaceholder: 'What do you need help with?',
    tasksTitle: 'Popular tasks',
  },
} satisfies Record<Locale, object>;

export function homeTexts(locale: Locale) {
  const labels = TASK_LABELS[locale];
  return {
    ...TEXTS[locale],
    tasks: (Object.keys(TASK_ROUTES) as TaskId[]).map((id) => ({
      to: TASK_ROUTES[id],
      label: labels[id],
    })),
  };
}
