/** Renders a dictionary widget inside antd's App (for its message API) with a value holder. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { ApiError } from '../../../providers/http/httpError';

type Change = (value: string | undefined) => void;

/** Holds the widget's value like a form would, and records every value it emits. */
export function renderControlled(
  widget: (value: string | undefined, onChange: Change) => ReactNode,
  initial?: string,
) {
  const emitted: (string | undefined)[] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <>
        {widget(value, (next) => {
          emitted.push(next);
          setValue(next);
        })}
        <output data-testid="value">{value ?? ''}</output>
      </>
    );
  }
  const view = render(
    <AntdApp>
      <Holder />
    </AntdApp>,
  );
  return { ...view, emitted, value: () => screen.getByTestId('value').textContent };
}

/** The search input of the (only or given) select. */
export function searchInput(container: ParentNode = document): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>(
    'input.ant-select-selection-search-input',
  );
  if (!input) throw new Error('no select search input');
  return input;
}

/** Opens an antd select the way a pointer does. */
export function openSelect(container: ParentNode = document): void {
  const selector = container.querySelector('.ant-select-selector');
  if (!selector) throw new Error('no select');
  fireEvent.mouseDown(selector);
}

export function typeInto(input: HTMLInputElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
}

/** The open drop-down's option with exactly this text. */
export function dropdownOption(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (element) => element.textContent === text,
  );
  if (!found) throw new Error(`no option ${text}`);
  return found;
}

/** Texts of the antd messages on show, as `kind:text`. */
export function shownMessages(): string[] {
  return [...document.querySelectorAll('.ant-message-notice-content')].map((notice) => {
    const kind = notice.querySelector('.ant-message-warning')
      ? 'warning'
      : notice.querySelector('.ant-message-error')
        ? 'error'
        : 'other';
    return `${kind}:${notice.textContent ?? ''}`;
  });
}

export const refused = (message: string) => new ApiError(message, 'server');
/** A failure the HTTP layer has already shown (spec 8.1). */
export const presented = () => new ApiError('很抱歉，资源未找到!', 'http', 404);

/** Runs pending promise callbacks under fake timers. */
export const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
