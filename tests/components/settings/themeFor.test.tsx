import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../../src/shell/settings/consoleTheme';
import { themeFor } from '../../../src/shell/settings';

describe('themeFor', () => {
  it('sets the primary, link and info colour, readable hovers, and keeps the rest of the base theme', () => {
    const result = themeFor({ primaryColor: '#2F54EB' });
    expect(result.token).toEqual({
      ...consoleTheme.token,
      colorPrimary: '#2F54EB',
      colorLink: '#2F54EB',
      colorInfo: '#2F54EB',
      // Readable hover shades, checked against AA in tests/unit/theme.
      colorPrimaryHover: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      colorPrimaryTextHover: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      colorLinkHover: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(result.components).toEqual(consoleTheme.components);
  });
});
