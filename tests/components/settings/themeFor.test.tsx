import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../../src/app/theme';
import { themeFor } from '../../../src/shell/settings';

describe('themeFor', () => {
  it('sets the primary and link colour and keeps the rest of the base theme', () => {
    const result = themeFor({ primaryColor: '#13C2C2' });
    expect(result.token).toEqual({
      ...consoleTheme.token,
      colorPrimary: '#13C2C2',
      colorLink: '#13C2C2',
    });
  });
});
