import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHideOnScroll } from '../../../src/shell/useHideOnScroll';

function scrollTo(top: number) {
  act(() => {
    window.scrollY = top;
    window.dispatchEvent(new Event('scroll'));
    vi.runOnlyPendingTimers();
  });
}

describe('useHideOnScroll (spec 2.9, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    window.scrollY = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  const on = { fixedHeader: true, autoHideHeader: true };

  it('hides after scrolling down more than 100 px and shows again on scrolling up', () => {
    const { result } = renderHook(() => useHideOnScroll(on));

    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(250);
    expect(result.current).toBe(false);
  });

  it('never hides without a fixed header or with the setting off', () => {
    for (const settings of [
      { fixedHeader: false, autoHideHeader: true },
      { fixedHeader: true, autoHideHeader: false },
    ]) {
      const { result, unmount } = renderHook(() => useHideOnScroll(settings));
      scrollTo(500);
      expect(result.current).toBe(false);
      unmount();
      window.scrollY = 0;
    }
  });

  it('shows the header at once when the setting is turned off', () => {
    const { result, rerender } = renderHook((settings) => useHideOnScroll(settings), {
      initialProps: on,
    });
    scrollTo(400);
    expect(result.current).toBe(true);

    rerender({ fixedHeader: true, autoHideHeader: false });
    expect(result.current).toBe(false);
  });
});
