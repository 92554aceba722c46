import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { usePrompt, type PromptOptions } from '../../../src/components/PromptDialog';
import { renderWidget } from './harness';

const TITLE = '重命名';
const REQUIRED = '请输入名称';

function Opener(options: Partial<PromptOptions>) {
  const [openPrompt, holder] = usePrompt();
  return (
    <>
      <Button
        onClick={() =>
          openPrompt({
            title: TITLE,
            placeholder: '新名称',
            rules: [{ required: true, message: REQUIRED }],
            ...options,
          })
        }
      >
        打开
      </Button>
      {holder}
    </>
  );
}

async function open(options: Partial<PromptOptions> = {}) {
  renderWidget(<Opener {...options} />);
  fireEvent.click(screen.getByText('打 开'));
  const input = await screen.findByPlaceholderText('新名称');
  return input as HTMLInputElement;
}

const okButton = () => screen.getByText('确 定').closest('button')!;
const cancelButton = () => screen.getByText('取 消').closest('button')!;
const dialogGone = () => waitFor(() => expect(screen.queryByPlaceholderText('新名称')).toBeNull());

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('prompt dialog', { timeout: 20_000 }, () => {
  it('opens with its title, content and default value, focus in the input', async () => {
    const input = await open({ content: '请输入新的名称', defaultValue: '财务部' });
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    expect(screen.getByText('请输入新的名称')).toBeInTheDocument();
    expect(input).toHaveValue('财务部');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('validates against its rules before calling onOk', async () => {
    const onOk = vi.fn();
    await open({ onOk });
    fireEvent.click(okButton());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('新名称')).toBeInTheDocument();
  });

  it('a sync handler gets the value and the dialog closes', async () => {
    const onOk = vi.fn();
    const input = await open({ onOk });
    fireEvent.change(input, { target: { value: '市场部' } });
    fireEvent.click(okButton());
    await dialogGone();
    expect(onOk).toHaveBeenCalledExactlyOnceWith('市场部');
  });

  it('Enter in the input confirms too', async () => {
    const onOk = vi.fn();
    const input = await open({ onOk, defaultValue: '市场部' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await dialogGone();
    expect(onOk).toHaveBeenCalledWith('市场部');
  });

  it('an async handler keeps it open with a loading OK until it resolves', async () => {
    const pending = deferred();
    const onOk = vi.fn(() => pending.promise);
    const input = await open({ onOk, defaultValue: '市场部' });
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton()).toHaveClass('ant-btn-loading'));
    expect(input).toBeInTheDocument();
    // A second click while loading does not call the handler again.
    fireEvent.click(okButton());
    expect(onOk).toHaveBeenCalledTimes(1);
    pending.resolve();
    await dialogGone();
  });

  it('an async handler that rejects leaves the dialog open for another try', async () => {
    const pending = deferred();
    const onOk = vi.fn(() => pending.promise);
    await open({ onOk, defaultValue: '市场部' });
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton()).toHaveClass('ant-btn-loading'));
    pending.reject(new Error('名称已存在'));
    await waitFor(() => expect(okButton()).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByPlaceholderText('新名称')).toHaveValue('市场部');
    onOk.mockImplementationOnce(() => Promise.resolve());
    fireEvent.click(okButton());
    await dialogGone();
    expect(onOk).toHaveBeenCalledTimes(2);
  });

  it('Cancel calls onCancel and closes without onOk', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    await open({ onOk, onCancel, defaultValue: '市场部' });
    fireEvent.click(cancelButton());
    await dialogGone();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).not.toHaveBeenCalled();
  });
});
