/**
 * Loads the signed-in part of antd's prebuilt styles (catalogue.tsx) beside the sign-in part, and
 * has antd read the map of both. Never fails, and never holds the app up for long: without the
 * sheet antd generates those styles in the browser, as it does for anything the sheets lack.
 */
import { reset as forgetStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { signedInSheet } from 'virtual:antd-prebuilt-sheets';

/** A sheet slower than this no longer holds the signed-in app up; it still counts once loaded. */
export const SHEET_WAIT_MS = 2_000;

let loading: Promise<void> | undefined;

export function loadSignedInSheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const signInSheet = document.querySelector('link[data-antd-prebuilt]');
    if (!signedInSheet || !signInSheet) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = signedInSheet;
    link.onload = () => {
      // antd reads its map once, from the sheets loaded then; this one's map names both sheets.
      forgetStyleMap(undefined);
      resolve();
    };
    link.onerror = () => resolve();
    setTimeout(resolve, SHEET_WAIT_MS);
    // Right after the sign-in sheet: before the app's own style sheets, which override antd's.
    signInSheet.after(link);
  });
  return loading;
}
