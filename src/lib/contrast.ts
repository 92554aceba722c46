/**
 * WCAG 2.1 colour contrast (issue 14: text at least 4.5:1, success criterion 1.4.3), for the
 * theme's own colours and the theme colour a user picks from the display settings (spec 2.9).
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`; throws on anything else (a theme typo). */
export function parseColor(color: string): Rgba {
  const hex = HEX.exec(color.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: 1 };
  }
  const rgba = RGBA.exec(color.trim());
  if (rgba) {
    const [, r = '0', g = '0', b = '0', a = '1'] = rgba;
    return { r: Number(r), g: Number(g), b: Number(b), a: Number(a) };
  }
  throw new Error(`not a colour: ${color}`);
}

/** `color` as seen on the opaque `background` (alpha blended). */
function over(color: Rgba, background: Rgba): Rgba {
  const blend = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a);
  return {
    r: blend(color.r, background.r),
    g: blend(color.g, background.g),
    b: blend(color.b, background.b),
    a: 1,
  };
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1 to 21) of text in `foreground` on an opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const base = parseColor(background);
  const text = relativeLuminance(over(parseColor(foreground), base));
  const ground = relativeLuminance(base);
  const [high, low] = text > ground ? [text, ground] : [ground, text];
  return (high + 0.05) / (low + 0.05);
}

const toHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/** The colour itself, then ever darker shades of it (mixed with black in 2 % steps), to black. */
export function darkerShades(color: string): string[] {
  const { r, g, b } = parseColor(color);
  const shades = [color];
  for (let step = 1; step <= 50; step += 1) {
    const keep = 1 - step / 50;
    shades.push(`#${toHex(r * keep)}${toHex(g * keep)}${toHex(b * keep)}`);
  }
  return shades;
}
