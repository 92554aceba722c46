import type { Locator } from '@playwright/test';

/**
 * The worst WCAG contrast ratio of an element's text against what is painted behind it, from
 * computed styles: the element's colour composited over every background colour between it and
 * the first opaque one. When a background image shows through (the operator's sign-in picture),
 * its pixels are unknown, so the layers above it are composited over pure black and pure white
 * and the lower ratio counts: that is the ratio "whatever the image".
 */
export function worstContrast(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const numbers = css
        .match(/[\d.]+%?/g)
        ?.map((part) => (part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part)));
      if (!css.startsWith('rgb') || !numbers || numbers.length < 3) {
        throw new Error(`unexpected computed colour ${css}`);
      }
      const [red = 0, green = 0, blue = 0, alpha = 1] = numbers;
      return [red, green, blue, alpha];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (one: Rgba, two: Rgba) => {
      const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };

    const layers: Rgba[] = [];
    let bottoms: Rgba[] = [[255, 255, 255, 1]];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') {
        bottoms = [
          [0, 0, 0, 1],
          [255, 255, 255, 1],
        ];
        break;
      }
      const colour = parse(style.backgroundColor);
      if (colour[3] === 0) continue;
      layers.push(colour);
      if (colour[3] === 1) break;
    }
    const textColour = parse(getComputedStyle(element).color);
    return Math.min(
      ...bottoms.map((bottom) => {
        const backdrop = layers.reduceRight((below, layer) => over(layer, below), bottom);
        return ratio(over(textColour, backdrop), backdrop);
      }),
    );
  });
}
