import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DragSlider } from '../../../src/components/DragSlider';
import { SLIDER_IDLE, SLIDER_VERIFIED } from '../../../src/lib/messages';
import { renderWidget } from './harness';

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX like the real one.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, configurable: true });
}

const TRACK = 300;
const HANDLE = 40;
const TRAVEL = TRACK - HANDLE;

// jsdom does no layout: the track is 300 px wide and the handle 40 px.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.getAttribute('role') === 'slider' ? HANDLE : TRACK;
    return DOMRect.fromRect({ x: 0, y: 0, width, height: 34 });
  });
});

const handle = () => screen.getByRole('slider');

function drag(from: number, to: number, release = true) {
  fireEvent.pointerDown(handle(), { clientX: from, button: 0 });
  fireEvent.pointerMove(document, { clientX: to });
  if (release) fireEvent.pointerUp(document, { clientX: to });
}

describe('DragSlider', { timeout: 20_000 }, () => {
  it('starts unverified with 拖动滑块验证', () => {
    renderWidget(<DragSlider />);
    expect(screen.getByText(SLIDER_IDLE)).toBeInTheDocument();
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    expect(handle()).toHaveAttribute('aria-disabled', 'false');
  });

  it('follows the pointer and slides back when released early', () => {
    const onChange = vi.fn();
    const onSuccess = vi.fn();
    renderWidget(<DragSlider onChange={onChange} onSuccess={onSuccess} />);
    drag(10, 140, false);
    expect(handle().style.left).toBe('130px');
    expect(handle()).toHaveAttribute('aria-valuenow', String(Math.round((130 / TRAVEL) * 100)));
    fireEvent.pointerUp(document, { clientX: 140 });
    expect(handle().style.left).toBe('0px');
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(SLIDER_IDLE)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('stops at both ends while dragging', () => {
    renderWidget(<DragSlider />);
    drag(100, 20, false);
    expect(handle().style.left).toBe('0px');
  });

  it('verifies when dragged fully across, then stays locked', () => {
    const onChange = vi.fn();
    const onSuccess = vi.fn();
    renderWidget(<DragSlider onChange={onChange} onSuccess={onSuccess} />);
    drag(10, 10 + TRAVEL);
    expect(screen.getByText(SLIDER_VERIFIED)).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(handle()).toHaveAttribute('aria-disabled', 'true');
    expect(handle()).toHaveAttribute('aria-valuenow', '100');

    // Locked: a second drag and keys change nothing.
    drag(300, 0);
    fireEvent.keyDown(handle(), { key: 'Home' });
    expect(screen.getByText(SLIDER_VERIFIED)).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores pointer moves after release', () => {
    const onSuccess = vi.fn();
    renderWidget(<DragSlider onSuccess={onSuccess} />);
    drag(0, 50);
    fireEvent.pointerMove(document, { clientX: 400 });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(handle().style.left).toBe('0px');
  });

  it('works from the keyboard: arrows step, blur resets, End verifies', () => {
    const onSuccess = vi.fn();
    renderWidget(<DragSlider onSuccess={onSuccess} />);
    act(() => handle().focus());
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(handle()).toHaveAttribute('aria-valuenow', '20');
    fireEvent.blur(handle());
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(handle(), { key: 'End' });
    expect(screen.getByText(SLIDER_VERIFIED)).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('is controlled by value: true shows verified, false unlocks it again', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<DragSlider value onChange={onChange} />);
    expect(screen.getByText(SLIDER_VERIFIED)).toBeInTheDocument();
    rerender(<DragSlider value={false} onChange={onChange} />);
    expect(screen.getByText(SLIDER_IDLE)).toBeInTheDocument();
    drag(0, TRAVEL);
    expect(onChange).toHaveBeenCalledWith(true);
    // The parent has not accepted it yet: still idle.
    expect(screen.getByText(SLIDER_IDLE)).toBeInTheDocument();
  });

  it('does nothing when disabled', () => {
    const onSuccess = vi.fn();
    renderWidget(<DragSlider disabled onSuccess={onSuccess} />);
    drag(0, TRAVEL);
    fireEvent.keyDown(handle(), { key: 'End' });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByText(SLIDER_IDLE)).toBeInTheDocument();
  });
});
