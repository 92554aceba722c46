// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isLeavingPage, pageShownAgain } from '../../../src/lib/pageLeave';

// The browser cuts off a page's calls after `pagehide`; the HTTP layer and the menu store ask
// whether the page is being left before acting on a failure.

describe('page leave', () => {
  it('is being left from pagehide until the page shows again', async () => {
    expect(isLeavingPage()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(isLeavingPage()).toBe(true);

    let shown = false;
    const again = pageShownAgain().then(() => {
      shown = true;
    });
    await Promise.resolve();
    expect(shown).toBe(false);

    window.dispatchEvent(new Event('pageshow'));
    await again;
    expect(shown).toBe(true);
    expect(isLeavingPage()).toBe(false);
  });
});
