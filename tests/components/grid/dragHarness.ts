/**
 * What the grid's row drag (@dnd-kit) needs from jsdom, and the gestures of the tests: jsdom has
 * no layout and no PointerEvent.
 */
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** A mouse event with the pointer fields dnd-kit reads. */
class TestPointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? false;
    this.pointerId = init.pointerId ?? 1;
  }
}

/**
 * Gives each grid body row the box its style places it in (300px wide), and every element in a
 * row its row's box; returns the undo.
 */
export function layOutGridRows(): () => void {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  const rects = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      const row = this.closest<HTMLElement>('[role="row"]');
      const top = row ? parseFloat(row.style.top) : 0;
      const height = row ? parseFloat(row.style.height) : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: row ? 300 : 0, height });
    });
  return () => {
    rects.mockRestore();
    vi.unstubAllGlobals();
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A key as the browser sends it (dnd-kit reads `code`, the grid `key`), then the next task. */
export async function pressCode(target: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    // The keyboard sensor listens for the keys after the lift from the next task on.
    await nextTask();
  });
}

/** Presses the pointer on `handle`, moves it in one jump to `to` (page coordinates), releases. */
export async function dragPointer(handle: Element, to: { x: number; y: number }) {
  const box = handle.getBoundingClientRect();
  const from = { clientX: box.x + 10, clientY: box.y + box.height / 2 };
  const pointer = { isPrimary: true, button: 0 };
  fireEvent.pointerDown(handle, { ...pointer, ...from });
  await act(async () => {
    fireEvent.pointerMove(document, { ...pointer, clientX: to.x, clientY: to.y });
    await nextTask();
  });
  await act(async () => {
    fireEvent.pointerUp(document, { ...pointer, clientX: to.x, clientY: to.y });
  });
  // dnd-kit swallows clicks for 50 ms after a drop (the click a browser fires after the drag);
  // let that window close so the next click, in this test or the next, reaches the page.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, DROP_CLICK_GUARD_MS)));
}

/** dnd-kit's AbstractPointerSensor removes its click guard 50 ms after the drag ends. */
const DROP_CLICK_GUARD_MS = 60;
