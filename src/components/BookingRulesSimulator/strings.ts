/**
 * The simulator's interface text (./strings.bg.ts, ./strings.en.ts). It lives
 * here, not in i18n/<locale>/code.json, whose messages every page loads: these
 * load only with the live part, so import them neither from ./index.tsx nor
 * ./wrapper.ts. {name} marks a value put in; "one|other" separates the plural
 * forms (src/components/words.ts).
 */
import {BG} from './strings.bg';
import {EN} from './strings.en';

export type Strings = typeof BG;

export const STRINGS: Record<'bg' | 'en', Strings> = {bg: BG, en: EN};
