// The calculator's state; every count comes from src/notifications/, which the unit tests check.
import {useEffect, useRef, useState} from 'react';

import {PLACEHOLDERS, type Locale} from '@site/src/notifications/prices.mjs';
import {
  PLACEHOLDER_PATTERN,
  countSegments,
  expandPlaceholders,
  messageCost,
  toLatin,
} from '@site/src/notifications/sms-segments.mjs';

/** docs/notifications/templates.md#example-sms: content whose figures the articles state. */
const DEFAULT_TEMPLATE: Record<Locale, string> = {
  bg: '{{business.name}}: Напомняме за {{service.name}} на {{booking.date}} в {{booking.time}} ч. Промяна: {{booking.manage_url}}',
  en: '{{business.name}}: Reminder of your {{service.name}} with {{employee.name}} on {{booking.date}} at {{booking.time}}. To change or cancel: {{booking.manage_url}}',
};
const DEFAULT_PER_MONTH = 200;
export const MAX_PER_MONTH = 1_000_000;
export const CYRILLIC = /\p{Script=Cyrillic}/u;
export const MAX_NAMED = 8;
const ANNOUNCE_AFTER_MS = 800;

/** Keeps what a slow phone's reader typed into the server's HTML before this code arrived. */
function formBeforeLoad(locale: Locale) {
  const wrapper =
    typeof document === 'undefined' ? null : document.querySelector('.sms-cost-calculator');
  const field = (name: string) => wrapper?.querySelector<HTMLInputElement>(`[name="${name}"]`);
  return {
    text: field('sms-text')?.value ?? DEFAULT_TEMPLATE[locale],
    perMonth: field('sms-per-month')?.value ?? String(DEFAULT_PER_MONTH),
    latinNames: field('sms-latin-names')?.checked ?? false,
  };
}
type FormState = ReturnType<typeof formBeforeLoad>;

function parsePerMonth(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number <= MAX_PER_MONTH ? number : null;
}

function withLatinNames(template: string, locale: Locale): string {
  return template.replace(PLACEHOLDER_PATTERN, (match, name: string) =>
    Object.hasOwn(PLACEHOLDERS, name) ? toLatin(PLACEHOLDERS[name].example[locale]) : match,
  );
}

export function useSmsCost(locale: Locale) {
  const [form, setForm] = useState(() => formBeforeLoad(locale));
  const update = (change: Partial<FormState>) => setForm((current) => ({...current, ...change}));
  const {text, latinNames} = form;
  const perMonth = parsePerMonth(form.perMonth);

  const costOf = (message: string) => messageCost({text: message, locale, perMonth: perMonth ?? 0});
  const expansion = expandPlaceholders(text, locale);
  const cost = costOf(latinNames ? withLatinNames(text, locale) : text);
  // Placeholders' braces and names are GSM-7: these are the reader's own characters.
  const ownCulprits = countSegments(text).unicodeCulprits;
  const cyrillicCulprits = ownCulprits.filter(({char}) => CYRILLIC.test(char));
  const placeholderValue = (value: string) => (latinNames ? toLatin(value) : value);

  const latinTemplate = toLatin(text);
  const latinCost = costOf(withLatinNames(latinTemplate, locale));

  return {
    form,
    update,
    perMonth,
    expansion,
    cost,
    ownCulprits,
    cyrillicCulprits,
    namedCulprits:
      cyrillicCulprits.length > MAX_NAMED
        ? ownCulprits.filter(({char}) => !CYRILLIC.test(char))
        : ownCulprits,
    cyrillicValues: expansion.placeholders.filter(({value}) =>
      CYRILLIC.test(placeholderValue(value)),
    ),
    placeholderValue,
    latinTemplate,
    latinCost,
    offerLatin: latinCost.text !== cost.text,
    monthlySaving: cost.sms.perMonth.eurCents - latinCost.sms.perMonth.eurCents,
  };
}

export type SmsCost = ReturnType<typeof useSmsCost>;

/** The summary once typing pauses, not at every key, and never on the first render. */
export function useAnnouncement(summary: string): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(summary);
  useEffect(() => {
    if (summary === announced.current) return undefined;
    const timer = window.setTimeout(() => {
      announced.current = summary;
      setAnnouncement(summary);
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [summary]);
  return announcement;
}
