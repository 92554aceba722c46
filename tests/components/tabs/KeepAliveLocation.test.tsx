import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { click, openPage, renderTabs, SLOW_DOM, tab } from './harness';

/** Shows the location the page itself sees, query included. */
function WhereAmI({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name}在 {pathname}
      {search}
    </p>
  );
}

const elements = { '/a': <WhereAmI name="甲" />, '/b': <WhereAmI name="乙" /> };

describe('KeepAliveOutlet: each kept page keeps its own location (spec 2.3, 2.8)', SLOW_DOM, () => {
  it("answers a hidden page's useLocation with its own path and query, not the active tab's", async () => {
    // The router warns once per module about routes rendered below a route without a trailing "*".
    const warn = vi.spyOn(console, 'warn');
    renderTabs({ entry: '/a?q=1', elements });

    await openPage('乙');
    expect(screen.getByText('甲在 /a?q=1')).not.toBeVisible();
    expect(screen.getByText('乙在 /b')).toBeVisible();

    await click(tab('页面甲'));
    expect(screen.getByText('甲在 /a?q=1')).toBeVisible();
    expect(screen.getByText('乙在 /b')).not.toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });
});
