/** Rendering shared by the editor component tests: antd App for its message API. */
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';

export function renderInApp(ui: ReactElement) {
  return render(<AntdApp>{ui}</AntdApp>);
}

export function imageFile(name = 'cover.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

export const UPLOADED = {
  path: 'temp/cover_1700000000000.png',
  url: 'https://static.example.cn/temp/cover_1700000000000.png',
  name: 'cover.png',
};

/**
 * jsdom has no layout: ranges lack getClientRects/getBoundingClientRect, which ProseMirror calls to
 * scroll the selection into view. Empty rectangles are what a zero-size layout would give.
 */
export function giveRangesEmptyRects(): void {
  if (typeof Range.prototype.getClientRects !== 'function') {
    Range.prototype.getClientRects = () =>
      Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  }
  if (typeof Range.prototype.getBoundingClientRect !== 'function') {
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  }
}
