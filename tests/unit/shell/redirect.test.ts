import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../src/lib/redirect';

describe('safeRedirectPath (ASVS V5.1.5: only same-origin relative redirects)', () => {
  it.each([
    ['/isystem/user', '/isystem/user'],
    ['/isystem/user?tab=2#top', '/isystem/user?tab=2#top'],
    ['%2Fisystem%2Fuser', '/isystem/user'],
    ['/Home', '/Home'],
  ])('follows the app path %s', (input, expected) => {
    expect(safeRedirectPath(input, '/Home')).toBe(expected);
  });

  it.each([
    ['//evil.example.com/x'],
    ['/\\evil.example.com'],
    ['%2F%2Fevil.example.com'],
    ['https://evil.example.com/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example.com'],
    ['isystem/user'],
    ['%E0%A4%A'],
    [''],
    [null],
    [undefined],
  ])('falls back to home for %s', (input) => {
    expect(safeRedirectPath(input, '/Home')).toBe('/Home');
  });
});
