/**
 * The article end's interface text, both languages: here, not in code.json, so that it loads
 * with the article end, not in every page's main bundle. {name} marks a value (../words.ts).
 */
import {useLocaleWords} from '../words';

const EN = {
  question: 'Was this article helpful?',
  reasonQuestion: 'What was the problem?',
  yes: 'Yes',
  no: 'No',
  reasons: {
    'missing-information': 'Information is missing',
    'hard-to-follow': 'Hard to follow',
    'wrong-or-outdated': 'Wrong or out of date',
    other: 'Something else',
  },
  skip: 'Skip',
  thanks: 'Thank you! Your answer helps us improve the help centre.',
  supportTitle: 'Still need help?',
  /** PRODUCT-FACTS, Support; {help} is the menu name. */
  chat: 'Chat in the business application ({help} menu): Monday to Friday, 9:00–18:00 Bulgarian time, answer within 15 minutes.',
  chatMenu: 'Help',
  email: 'E-mail {email}: answer within one business day.',
  linkBusiness: 'All the ways to reach support',
  linkMarketplace: 'Whom to ask: the business or our support',
  takeTitle: 'Take this page with you',
  takeLead:
    "Copy its text, or ask an AI assistant about it. The assistant opens in a new tab and receives only this page's address.",
  copy: 'Copy as Markdown',
  copied: 'Copied',
  failed: 'Could not copy. Open the {link} and copy it from there.',
  failedLink: 'Markdown version of this page',
  open: 'Open in {assistant}',
  /** Sent to the assistant; {url} is the page's full address. */
  prompt: 'Read {url} and answer my questions about it.',
};

const BG: typeof EN = {
  question: 'Помогна ли ви тази статия?',
  reasonQuestion: 'Какво не беше наред?',
  yes: 'Да',
  no: 'Не',
  reasons: {
    'missing-information': 'Липсва информация',
    'hard-to-follow': 'Трудно се разбира',
    'wrong-or-outdated': 'Грешно или остаряло',
    other: 'Друго',
  },
  skip: 'Пропускане',
  thanks: 'Благодарим! Отговорът ви ни помага да подобряваме помощния център.',
  supportTitle: 'Още имате нужда от помощ?',
  chat: 'Чат в бизнес приложението (меню {help}): от понеделник до петък, 9:00–18:00 ч. българско време, отговаряме до 15 минути.',
  chatMenu: 'Помощ',
  email: 'Имейл {email}: отговаряме до един работен ден.',
  linkBusiness: 'Всички начини да се свържете с поддръжката',
  linkMarketplace: 'Към кого да се обърнете: към бизнеса или към нас',
  takeTitle: 'Вземете страницата със себе си',
  takeLead:
    'Копирайте текста ѝ или попитайте за нея асистент с изкуствен интелект. Асистентът се отваря в нов раздел и получава само адреса на страницата.',
  copy: 'Копирай като Markdown',
  copied: 'Копирано',
  failed: 'Не успяхме да копираме. Отворете {link} и я копирайте оттам.',
  failedLink: 'Markdown версията на страницата',
  open: 'Отвори в {assistant}',
  prompt: 'Прочети {url} и отговаряй на въпросите ми за него.',
};

export type Reason = keyof typeof EN.reasons;

export const useWords = (): typeof EN => useLocaleWords({bg: BG, en: EN});
