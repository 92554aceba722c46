import { useEffect, useState } from 'react';
import type { DisplaySettings } from '../lib/constants';
import { headerAutoHides, HIDE_HEADER_SCROLL_PX, nextHeaderHidden } from '../lib/displaySettings';

/**
 * Whether the fixed header is hidden: with 下滑时隐藏 Header on (which needs 固定 Header, spec
 * 2.9) it hides once the window has scrolled down more than 100 px and shows on any scroll up
 * (spec 9). One reading per animation frame, however fast the scroll events come.
 */
export function useHideOnScroll(
  settings: Pick<DisplaySettings, 'fixedHeader' | 'autoHideHeader'>,
  threshold: number = HIDE_HEADER_SCROLL_PX,
): boolean {
  const enabled = headerAutoHides(settings);
  const [hidden, setHidden] = useState(false);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (!enabled) setHidden(false);
  }

  useEffect(() => {
    if (!enabled) return;
    let previousTop = window.scrollY;
    let frame: number | null = null;
    const onScroll = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        const from = previousTop;
        const top = window.scrollY;
        previousTop = top;
        setHidden((current) => nextHeaderHidden(current, from, top, threshold));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [enabled, threshold]);

  return enabled && hidden;
}
