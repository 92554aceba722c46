import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstInput } from '../../../src/app/useFirstInput';

// Issue 20: code fetched ahead at the first key, click or input (the signed-in app from the sign-in
// page, the feedback holders in the signed-in app), never for a visitor who only looks.

function Page({ start }: { start: () => void }) {
  useFirstInput(start);
  return <input aria-label="账号" />;
}

describe('useFirstInput', () => {
  it('starts once, at the first click, and not again at later keys', () => {
    const start = vi.fn();
    render(<Page start={start} />);
    expect(start).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at typed text too', () => {
    const start = vi.fn();
    const { getByLabelText } = render(<Page start={start} />);
    fireEvent.input(getByLabelText('账号'), { target: { value: 'admin' } });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once the page has gone', () => {
    const start = vi.fn();
    render(<Page start={start} />).unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(start).not.toHaveBeenCalled();
  });
});
