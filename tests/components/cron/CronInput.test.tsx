import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Button, Form } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CronInput, cronExpressionRule } from '../../../src/components/CronInput';

// Role queries with accessible names take seconds each in this dialog under jsdom; the tests use
// labels and texts (what a user reads) and skip the visibility walk. Inactive tabs are unmounted.
configure({ asyncUtilTimeout: 30_000, defaultHidden: true });
vi.setConfig({ testTimeout: 120_000 });

afterEach(() => {
  vi.useRealTimers();
});

/** A controlled input as a page holds it; every emitted value is recorded. */
function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AntdApp>
      <div data-testid="page">
        <CronInput
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      </div>
    </AntdApp>
  );
}

const pageInput = () => within(screen.getByTestId('page')).getByLabelText('Cron表达式');
const button = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

/** Opens the editor and waits for its lazily loaded body (a loading dialog shows meanwhile). */
async function openEditor() {
  fireEvent.click(button(screen.getByTestId('page'), /^选\s*择$/));
  await screen.findByText('循环');
  const dialog = screen.getByRole('dialog');
  const scope = within(dialog);
  return {
    dialog,
    expression: () => scope.getByLabelText<HTMLInputElement>('Cron表达式'),
    tab: (name: string) => {
      const found = [...dialog.querySelectorAll('[role="tab"]')].find(
        (t) => t.textContent === name,
      );
      fireEvent.click(found!);
    },
    pick: (label: string) => fireEvent.click(scope.getByLabelText(label)),
    number: (label: string, value: string) =>
      fireEvent.change(scope.getByLabelText(label), { target: { value } }),
    ok: () => button(dialog, /^确\s*定$/),
    cancel: () => button(dialog, /^取\s*消$/),
    runs: () =>
      [...scope.getByLabelText('运行时间').querySelectorAll('li')].map((li) => li.textContent),
    scope,
  };
}

describe('CronInput', () => {
  it('emits what is typed and shows why Quartz would reject it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(pageInput(), '0 0 12 1 * 2');
    expect(onChange).toHaveBeenLastCalledWith('0 0 12 1 * 2');
    expect(screen.getByText('日和周只能设置其中之一，另一项须为“?”')).toBeInTheDocument();
    expect(pageInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(pageInput(), { target: { value: '0 15 10 L,5 * ?' } });
    expect(
      screen.getByText('Cron表达式参数[日]错误：“L”不能与其他日期同时使用'),
    ).toBeInTheDocument();
    fireEvent.change(pageInput(), { target: { value: '0 15 10 L-2 * ?' } });
    expect(screen.queryByText(/Cron表达式参数/)).not.toBeInTheDocument();
    expect(pageInput()).not.toHaveAttribute('aria-invalid');
  });

  it('opens on the default cron; switching modes rebuilds the expression; OK writes it back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const editor = await openEditor();
    expect(editor.expression()).toHaveValue('* * * * * ? *');

    // Minute loop: second becomes 0 (spec 4), then the interval is set to 5.
    editor.tab('分');
    editor.pick('循环');
    expect(editor.expression()).toHaveValue('0 0/1 * * * ? *');
    editor.number('循环间隔', '5');
    expect(editor.expression()).toHaveValue('0 0/5 * * * ? *');
    // spec 5.4: integers only.
    editor.number('循环间隔', '2.5');
    expect(editor.expression()).toHaveValue('0 0/5 * * * ? *');
    editor.pick('区间');
    expect(editor.expression()).toHaveValue('0 0-1 * * * ? *');
    editor.pick('循环');
    // The loop keeps what was entered for it.
    expect(editor.expression()).toHaveValue('0 0/5 * * * ? *');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(editor.ok());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('0 0/5 * * * ? *');
    expect(pageInput()).toHaveValue('0 0/5 * * * ? *');
  });

  it('Cancel leaves the value alone and the next opening starts from the value again', async () => {
    const onChange = vi.fn();
    render(<Harness initial="0 15 10 ? * 6L" onChange={onChange} />);
    let editor = await openEditor();
    expect(editor.expression()).toHaveValue('0 15 10 ? * 6L');
    editor.tab('时');
    editor.pick('每小时');
    expect(editor.expression()).toHaveValue('0 15 * ? * 6L *');
    fireEvent.click(editor.cancel());
    expect(onChange).not.toHaveBeenCalled();
    expect(pageInput()).toHaveValue('0 15 10 ? * 6L');

    editor = await openEditor();
    expect(editor.expression()).toHaveValue('0 15 10 ? * 6L');
  });

  it('applies the spec 4 rules: day → hour 0 and week ?, week → day ?, year → month 1', async () => {
    render(<Harness onChange={vi.fn()} />);
    const editor = await openEditor();

    editor.tab('日');
    editor.pick('最后一天');
    expect(editor.expression()).toHaveValue('0 0 0 L * ? *');

    editor.tab('周');
    editor.pick('指定');
    expect(editor.expression()).toHaveValue('0 0 0 ? * 1 *');
    editor.pick('周五');
    editor.pick('周日');
    expect(editor.expression()).toHaveValue('0 0 0 ? * 6 *');

    editor.tab('日');
    editor.pick('月末前');
    expect(editor.expression()).toHaveValue('0 0 0 L-1 * ? *');
    editor.number('天数', '3');
    editor.pick('取最近的工作日');
    expect(editor.expression()).toHaveValue('0 0 0 L-3W * ? *');

    editor.tab('年');
    editor.pick('区间');
    const year = new Date().getFullYear();
    expect(editor.expression()).toHaveValue(`0 0 0 L-3W 1 ? ${year}-${Math.min(year + 100, 2119)}`);
  });

  it('reads a typed expression back into the wizard and refuses OK while it is invalid', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const editor = await openEditor();

    fireEvent.change(editor.expression(), { target: { value: '0 15 10 32W * ?' } });
    expect(
      editor.scope.getByText('Cron表达式参数[日]错误：“W”前的日期不能大于31'),
    ).toBeInTheDocument();
    expect(editor.ok()).toBeDisabled();

    fireEvent.change(editor.expression(), { target: { value: '0 15 10 ? * 6#3' } });
    expect(editor.scope.queryByText(/Cron表达式参数/)).not.toBeInTheDocument();
    editor.tab('周');
    expect(editor.scope.getByLabelText('第几个星期几')).toBeChecked();
    expect(editor.scope.getByLabelText('第几个')).toHaveValue('3');
    editor.tab('时');
    expect(editor.scope.getByLabelText('指定')).toBeChecked();
    expect(editor.scope.getByLabelText('10')).toBeChecked();
    expect(editor.scope.getByLabelText('11')).not.toBeChecked();

    fireEvent.click(editor.ok());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('0 15 10 ? * 6#3');
  });

  it('recalculates the description and the 10 run times 500 ms after the last change', async () => {
    render(<Harness initial="0 0 12 * * ?" onChange={vi.fn()} />);
    const editor = await openEditor();
    const description = () => editor.scope.getByTestId('cron-description');
    expect(description()).toHaveTextContent('在12:00');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00+08:00'));
    fireEvent.change(editor.expression(), { target: { value: '0 15 10 ? * 6L' } });
    act(() => vi.advanceTimersByTime(300));
    // A second change restarts the wait.
    fireEvent.change(editor.expression(), { target: { value: '0 15 10 L-2 * ?' } });
    act(() => vi.advanceTimersByTime(499));
    expect(description()).toHaveTextContent('在12:00');
    act(() => vi.advanceTimersByTime(1));
    expect(description()).toHaveTextContent('在10:15, 限每月最后一天之前的第2天');
    expect(editor.runs()).toEqual([
      '2026-01-29 10:15:00',
      '2026-02-26 10:15:00',
      '2026-03-29 10:15:00',
      '2026-04-28 10:15:00',
      '2026-05-29 10:15:00',
      '2026-06-28 10:15:00',
      '2026-07-29 10:15:00',
      '2026-08-29 10:15:00',
      '2026-09-28 10:15:00',
      '2026-10-29 10:15:00',
    ]);
  });

  it('says the preview ignores the year (spec 9)', async () => {
    render(<Harness initial="0 0 0 1 1 ? 2030" onChange={vi.fn()} />);
    const editor = await openEditor();
    expect(editor.scope.getByText('（预览不考虑年份）')).toBeInTheDocument();
    expect(editor.runs()).toHaveLength(10);
  });
});

describe('CronInput in a form', () => {
  it('blocks submit with the Quartz reason', async () => {
    const onFinish = vi.fn();
    render(
      <AntdApp>
        <Form initialValues={{ cron: '0 0 12 ? * ?' }} onFinish={onFinish}>
          <Form.Item name="cron" rules={[cronExpressionRule]}>
            <CronInput showError={false} />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      </AntdApp>,
    );
    expect(screen.queryByText('日和周不能同时为“?”')).not.toBeInTheDocument();
    fireEvent.click(button(document.body, /^提\s*交$/));
    await vi.waitFor(
      () => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(),
      { timeout: 10_000 },
    );
    expect(screen.getAllByText('日和周不能同时为“?”')).toHaveLength(1);
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Cron表达式'), { target: { value: '0 0 12 * * ?' } });
    fireEvent.click(button(document.body, /^提\s*交$/));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ cron: '0 0 12 * * ?' }), {
      timeout: 10_000,
    });
  });
});
