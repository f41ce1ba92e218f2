// The box's shortcut (`mod+k`): parsed, matched, shown. After `utils/keymap` and `utils/platform`
// of @easyops-cn/docusaurus-search-local 0.55.3 (MIT licence, © EasyOps).
export interface ParsedKeymap {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  if (hints?.platform) return hints.platform.toLowerCase().includes('mac');
  return /mac/i.test(navigator.userAgent || navigator.platform || '');
}

const partsOf = (keymap: string) =>
  keymap
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());

export function parseKeymap(keymap: string, isMac = isMacPlatform()): ParsedKeymap {
  const result: ParsedKeymap = {key: '', ctrl: false, alt: false, shift: false, meta: false};
  for (const part of partsOf(keymap)) {
    if (part === 'ctrl') result.ctrl = true;
    else if (part === 'cmd') result.meta = true;
    else if (part === 'mod') result[isMac ? 'meta' : 'ctrl'] = true;
    else if (part === 'alt') result.alt = true;
    else if (part === 'shift') result.shift = true;
    else result.key = part;
  }
  return result;
}

export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean {
  return (
    Boolean(event.key) &&
    event.key.toLowerCase() === keymap.key &&
    event.ctrlKey === keymap.ctrl &&
    event.altKey === keymap.alt &&
    event.shiftKey === keymap.shift &&
    event.metaKey === keymap.meta
  );
}

export function getKeymapHints(keymap: string, isMac: boolean): string[] {
  const parsed = parseKeymap(keymap, isMac);
  const hasMod = partsOf(keymap).includes('mod');
  const hints: string[] = [];
  if (parsed.ctrl && !hasMod) hints.push('ctrl');
  if (parsed.meta && !hasMod) hints.push(isMac ? '⌘' : 'cmd');
  if (hasMod) hints.push(isMac ? '⌘' : 'ctrl');
  if (parsed.alt) hints.push(isMac ? '⌥' : 'alt');
  if (parsed.shift) hints.push(isMac ? '⇧' : 'shift');
  if (parsed.key) hints.push(parsed.key.toUpperCase());
  return hints;
}
