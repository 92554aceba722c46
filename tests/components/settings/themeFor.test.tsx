import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleTheme } from '../../../src/shell/settings/consoleTheme';
import { themeFor, usePrefersReducedMotion } from '../../../src/shell/settings';

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
    expect(result.token).not.toHaveProperty('motion');
  });

  it('turns antd motion off when the system asks for reduced motion (WCAG 2.3.3)', () => {
    expect(themeFor({ primaryColor: '#2F54EB' }, { reducedMotion: true }).token?.motion).toBe(
      false,
    );
  });
});

describe('usePrefersReducedMotion', () => {
  function mediaWith(matches: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    return {
      query,
      change: (next: boolean) => ((query.matches = next), listeners.forEach((l) => l())),
    };
  }

  it('follows the prefers-reduced-motion media query, changes included', () => {
    const media = mediaWith(true);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((text) => {
      expect(text).toBe('(prefers-reduced-motion: reduce)');
      return media.query as unknown as MediaQueryList;
    });
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.change(false));
    expect(result.current).toBe(false);
    spy.mockRestore();
  });
});
