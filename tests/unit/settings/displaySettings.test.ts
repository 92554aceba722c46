import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '../../../src/lib/constants';
import {
  changeSettings,
  headerAutoHides,
  isFluidContent,
  nextHeaderHidden,
  normaliseSettings,
  settingsAvailability,
  THEME_COLOR_PRESETS,
} from '../../../src/lib/displaySettings';

const settings = (change: Partial<DisplaySettings>): DisplaySettings => ({
  ...DEFAULT_DISPLAY_SETTINGS,
  ...change,
});

describe('normaliseSettings (spec 2.9, 3)', () => {
  it('fills in the theme defaults of spec 3', () => {
    expect(normaliseSettings()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it.each<{ name: string; input: Partial<DisplaySettings>; expected: Partial<DisplaySettings> }>([
    {
      name: 'fluid width falls back to fixed in side-menu mode',
      input: { layout: 'sidemenu', contentWidth: 'Fluid' },
      expected: { contentWidth: 'Fixed' },
    },
    {
      name: 'fluid width stays in top-menu mode',
      input: { layout: 'topmenu', contentWidth: 'Fluid' },
      expected: { contentWidth: 'Fluid' },
    },
    {
      name: 'hide on scroll needs a fixed header',
      input: { fixedHeader: false, autoHideHeader: true },
      expected: { autoHideHeader: false },
    },
    {
      name: 'hide on scroll stays with a fixed header',
      input: { fixedHeader: true, autoHideHeader: true },
      expected: { autoHideHeader: true },
    },
    {
      name: 'no fixed side menu in top-menu mode',
      input: { layout: 'topmenu', fixSiderbar: true },
      expected: { fixSiderbar: false },
    },
    {
      name: 'fixed side menu stays in side-menu mode',
      input: { layout: 'sidemenu', fixSiderbar: true },
      expected: { fixSiderbar: true },
    },
    {
      name: 'a colour that is not hex falls back to the default',
      input: { primaryColor: 'red;}' },
      expected: { primaryColor: '#0267B5' },
    },
  ])('$name', ({ input, expected }) => {
    expect(normaliseSettings(input)).toMatchObject(expected);
  });
});

describe('changeSettings', () => {
  it('switching to the side menu brings fluid width back to fixed', () => {
    const top = settings({ layout: 'topmenu', contentWidth: 'Fluid' });
    expect(changeSettings(top, { layout: 'sidemenu' }).contentWidth).toBe('Fixed');
  });

  it('unfixing the header turns hide-on-scroll off', () => {
    const fixed = settings({ fixedHeader: true, autoHideHeader: true });
    expect(changeSettings(fixed, { fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('switching to the top menu unfixes the side menu', () => {
    expect(changeSettings(settings({ fixSiderbar: true }), { layout: 'topmenu' }).fixSiderbar).toBe(
      false,
    );
  });
});

describe('settingsAvailability', () => {
  it.each([
    {
      input: settings({}),
      expected: { fluidOffered: false, autoHideHeaderEnabled: false, fixSiderbarEnabled: true },
    },
    {
      input: settings({ layout: 'topmenu', fixedHeader: true }),
      expected: { fluidOffered: true, autoHideHeaderEnabled: true, fixSiderbarEnabled: false },
    },
  ])('for $input.layout with fixedHeader $input.fixedHeader', ({ input, expected }) => {
    expect(settingsAvailability(input)).toEqual(expected);
  });
});

describe('isFluidContent and headerAutoHides', () => {
  it.each([
    { input: settings({ layout: 'topmenu', contentWidth: 'Fluid' }), expected: true },
    { input: settings({ layout: 'sidemenu', contentWidth: 'Fluid' }), expected: false },
    { input: settings({ layout: 'topmenu', contentWidth: 'Fixed' }), expected: false },
  ])('fluid for $input.layout/$input.contentWidth is $expected', ({ input, expected }) => {
    expect(isFluidContent(input)).toBe(expected);
  });

  it.each([
    { fixedHeader: true, autoHideHeader: true, expected: true },
    { fixedHeader: false, autoHideHeader: true, expected: false },
    { fixedHeader: true, autoHideHeader: false, expected: false },
  ])('auto hide with fixed $fixedHeader and hide $autoHideHeader', (row) => {
    expect(headerAutoHides(row)).toBe(row.expected);
  });
});

describe('nextHeaderHidden (spec 9: more than 100 px)', () => {
  it.each([
    { hidden: false, from: 0, to: 100, expected: false },
    { hidden: false, from: 0, to: 101, expected: true },
    { hidden: true, from: 300, to: 250, expected: false },
    { hidden: true, from: 300, to: 300, expected: true },
    { hidden: true, from: 300, to: 50, expected: false },
    { hidden: false, from: 200, to: 400, expected: true },
  ])('hidden $hidden, $from → $to px gives $expected', ({ hidden, from, to, expected }) => {
    expect(nextHeaderHidden(hidden, from, to)).toBe(expected);
  });
});

describe('THEME_COLOR_PRESETS', () => {
  it('has eight distinct presets led by the default #0267B5', () => {
    expect(THEME_COLOR_PRESETS).toHaveLength(8);
    expect(THEME_COLOR_PRESETS[0]?.color).toBe('#0267B5');
    expect(new Set(THEME_COLOR_PRESETS.map((preset) => preset.color)).size).toBe(8);
  });
});
