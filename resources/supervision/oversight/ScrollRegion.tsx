import type { ReactNode } from 'react';

/**
 * A wide read-only table scrolls inside this region, which takes the keyboard focus so arrow keys
 * can scroll it (WCAG 2.1.1; axe scrollable-region-focusable): its rows have nothing focusable.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
