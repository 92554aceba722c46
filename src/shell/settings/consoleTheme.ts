import type { ThemeConfig } from 'antd';

// Issue 14: every text colour of the theme reads at WCAG AA (4.5:1) on white, on the grey layout
// and table header backgrounds and on the light tints antd puts behind tags and selected items,
// so every page, present or future, inherits readable text. antd's defaults do not (its grey
// secondary text is 3.3:1, its red 3.3:1, its green 2.3:1). Guarded by tests/unit/theme.

/** Grey text (descriptions, hints, placeholders): black at 57 % is 4.9:1 on #f0f0f0. */
const READABLE_GREY = 'rgba(0,0,0,0.57)';

/** Text colours of the preset tags (antd writes `<colour>7` on `<colour>1`) that fall short. */
const READABLE_PRESET_TAG_TEXT = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
};

/** Status colours: their text on white and as tag text on their own light tint. */
const READABLE_STATUS = {
  colorError: '#cf1322',
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
};

/** Status tags write the status colour itself as text; only there do green and gold darken. */
const READABLE_STATUS_TAG = {
  colorSuccess: '#237804',
  colorWarning: '#874d00',
};

/** Theme default primaryColor #0267B5 (spec 3, 2.9); info is the theme colour too. */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0267B5',
    colorLink: '#0267B5',
    colorInfo: '#0267B5',
    borderRadius: 4,
    colorTextTertiary: READABLE_GREY,
    colorTextPlaceholder: READABLE_GREY,
    ...READABLE_STATUS,
  },
  components: {
    Tag: { ...READABLE_PRESET_TAG_TEXT, ...READABLE_STATUS_TAG },
  },
};
