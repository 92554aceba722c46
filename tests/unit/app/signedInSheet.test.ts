// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 20: the signed-in part of antd's prebuilt styles is loaded beside the sign-in part, and
// antd made to read the map of both once it is there.

const forgetStyleMap = vi.fn();
vi.mock('@ant-design/cssinjs/es/util/cacheMapUtil', () => ({ reset: forgetStyleMap }));
vi.mock('virtual:antd-prebuilt-sheets', () => ({
  signedInSheet: '/assets/antd-signed-in-1234abcd.css',
}));

async function freshLoader() {
  vi.resetModules();
  return (await import('../../../src/app/prebuiltStyles/signedInSheet')).loadSignedInSheet;
}

function linkSignInSheet() {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/antd-sign-in-1.css" data-antd-prebuilt>' +
    '<link rel="stylesheet" href="/assets/index-2.css">';
}

const signedInLink = () =>
  document.querySelector<HTMLLinkElement>('link[href="/assets/antd-signed-in-1234abcd.css"]');

describe('loadSignedInSheet', () => {
  beforeEach(() => forgetStyleMap.mockClear());
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the sheet right after the sign-in sheet, then has antd read its map again', async () => {
    linkSignInSheet();
    const loaded = (await freshLoader())();

    const link = signedInLink();
    expect(link?.previousElementSibling?.getAttribute('href')).toBe('/assets/antd-sign-in-1.css');
    expect(forgetStyleMap).not.toHaveBeenCalled();
    link?.dispatchEvent(new Event('load'));
    await loaded;
    expect(forgetStyleMap).toHaveBeenCalledTimes(1);
  });

  it('settles without touching the map when the sheet fails to load', async () => {
    linkSignInSheet();
    const loaded = (await freshLoader())();

    signedInLink()?.dispatchEvent(new Event('error'));
    await loaded;
    expect(forgetStyleMap).not.toHaveBeenCalled();
  });

  it('holds nothing up for long: settles after SHEET_WAIT_MS, and counts the sheet once it loads', async () => {
    vi.useFakeTimers();
    try {
      linkSignInSheet();
      vi.resetModules();
      const sheet = await import('../../../src/app/prebuiltStyles/signedInSheet');
      let settled = false;
      void sheet.loadSignedInSheet().then(() => (settled = true));

      await vi.advanceTimersByTimeAsync(sheet.SHEET_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(forgetStyleMap).not.toHaveBeenCalled();

      signedInLink()?.dispatchEvent(new Event('load'));
      expect(forgetStyleMap).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('links nothing on a page without the sign-in sheet (the dev server)', async () => {
    await (
      await freshLoader()
    )();
    expect(signedInLink()).toBeNull();
    expect(forgetStyleMap).not.toHaveBeenCalled();
  });

  it('loads the sheet once however often it is asked for', async () => {
    linkSignInSheet();
    const load = await freshLoader();
    const first = load();
    const second = load();
    signedInLink()?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(document.querySelectorAll('link[href*="antd-signed-in"]')).toHaveLength(1);
  });
});
