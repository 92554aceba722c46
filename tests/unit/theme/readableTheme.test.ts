import { theme, type ThemeConfig } from 'antd';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../../src/shell/settings/consoleTheme';
import { THEME_COLOR_PRESETS } from '../../../src/lib/displaySettings';
import { contrastRatio } from '../../../src/lib/contrast';
import { readableThemeColour, themeFor } from '../../../src/shell/settings/theme';

// Issue 14 (WCAG 1.4.3): the theme's text colours read at 4.5:1 wherever antd writes them, for the
// default theme colour and every preset of the display settings (spec 2.9).

const AA = 4.5;
const WHITE = '#ffffff';
/** Token values, colours only (getDesignToken mixes in numbers and booleans). */
const tokensOf = (config: ThemeConfig): Record<string, string> =>
  Object.fromEntries(
    Object.entries(theme.getDesignToken(config)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
const ratio = (text: string, ground: string) => Number(contrastRatio(text, ground).toFixed(2));

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs, blending translucent text onto the background', () => {
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#767676', WHITE)).toBe(4.54);
    expect(ratio('rgba(0,0,0,0.45)', WHITE)).toBe(3.35);
    expect(ratio('#0267B5', WHITE)).toBe(5.82);
  });
});

describe('the console theme', () => {
  const token = tokensOf(consoleTheme);
  const grounds = { white: WHITE, layout: token.colorBgLayout, tableHeader: '#fafafa' };

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextLabel',
    'colorError',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
    'colorLink',
  ])('%s reads at AA on white, the layout grey and table headers', (name) => {
    for (const ground of Object.values(grounds)) {
      expect(ratio(token[name] ?? '', ground ?? ''), `${name} on ${ground}`).toBeGreaterThan(AA);
    }
  });

  it('white text on danger buttons reads at AA', () => {
    expect(ratio(WHITE, token.colorError ?? '')).toBeGreaterThan(AA);
  });

  it('every tag reads at AA: preset colours and statuses, text on their tint', () => {
    const tag = { ...token, ...consoleTheme.components?.Tag } as Record<string, string>;
    const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange'];
    for (const colour of [...presets, 'yellow', 'volcano', 'geekblue', 'gold', 'lime']) {
      const text = tag[`${colour}7`] ?? '';
      expect(ratio(text, tag[`${colour}1`] ?? ''), colour).toBeGreaterThan(AA);
    }
    for (const status of ['Success', 'Info', 'Error', 'Warning']) {
      const text = tag[`color${status}`] ?? '';
      expect(ratio(text, tag[`color${status}Bg`] ?? ''), status).toBeGreaterThan(AA);
    }
  });
});

describe('themeFor', () => {
  it('keeps the spec default #0267B5 as the theme colour (spec 3)', () => {
    expect(themeFor({ primaryColor: '#0267B5' }).token?.colorPrimary).toBe('#0267B5');
  });

  it('keeps a preset that reads at AA and darkens one that does not, keeping its hue', () => {
    expect(readableThemeColour('#722ED1').colorPrimary).toBe('#722ED1');
    const sunset = readableThemeColour('#FAAD14').colorPrimary ?? '';
    expect(sunset).not.toBe('#FAAD14');
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(sunset.slice(at, at + 2), 16));
    expect(r / b).toBeCloseTo(0xfa / 0x14, 0);
    expect(g / b).toBeCloseTo(0xad / 0x14, 0);
  });

  it.each(THEME_COLOR_PRESETS.map((preset) => [preset.name, preset.color]))(
    'with %s (%s) the theme colour reads at AA as text, behind white text and on its tint',
    (_name, color) => {
      const token = tokensOf(themeFor({ primaryColor: color }));
      const hovers = ['colorPrimaryHover', 'colorPrimaryTextHover', 'colorLinkHover'];
      for (const name of ['colorPrimary', 'colorLink', 'colorInfo', ...hovers]) {
        expect(ratio(token[name] ?? '', WHITE), `${name} on white`).toBeGreaterThan(AA);
      }
      expect(ratio(WHITE, token.colorPrimary ?? ''), 'white on it').toBeGreaterThan(AA);
      expect(
        ratio(token.colorPrimary ?? '', token.colorPrimaryBg ?? ''),
        'on its tint',
      ).toBeGreaterThan(AA);
      expect(ratio(token.colorInfo ?? '', token.colorInfoBg ?? ''), 'info tag').toBeGreaterThan(AA);
    },
  );
});
