import type {PrismTheme} from 'prism-react-renderer';

// Nudges a Prism theme's too-faint token colours towards black or white until 4.5:1 (WCAG AA).
const MIN_CONTRAST = 4.6; // a little above 4.5 to absorb rounding

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  return rgb ? (rgb[1].split(',').slice(0, 3).map(Number) as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export function withContrast(color: string, background: string): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrast(fg, bg) >= MIN_CONTRAST) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = fg.map((v, i) => v + (target[i] - v) * t) as Rgb;
    if (contrast(mixed, bg) >= MIN_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}

export function accessiblePrismTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: withContrast(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: withContrast(style.style.color, background)}
        : style.style,
    })),
  };
}
