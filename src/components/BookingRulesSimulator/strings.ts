// Not in code.json, which every page loads: these load only with the live part, so never import
// them from ./index.tsx or ./wrapper.ts. {name} is a value put in; "one|other" plural forms.
import {BG} from './strings.bg';
import {EN} from './strings.en';

export type Strings = typeof BG;

export const STRINGS: Record<'bg' | 'en', Strings> = {bg: BG, en: EN};
