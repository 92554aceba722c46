import type { Editor } from '@tiptap/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { Activity, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../../../src/components/RichTextEditor';
import { giveRangesEmptyRects } from './harness';

// Issue 13 item 12: in development React mounts, unmounts and mounts again (StrictMode), and a
// kept-alive tab (spec 2.3, 2.8) hides and shows its page the same way; the editor must survive
// both, not crash the app with "Cannot read properties of null (reading 'cached')".

giveRangesEmptyRects();

const findArea = () => screen.findByRole('textbox', { name: '富文本编辑区' }, { timeout: 30_000 });

/** The tiptap editor that currently backs the editing area. */
async function liveEditor(): Promise<Editor> {
  const editor = ((await findArea()) as HTMLElement & { editor?: Editor }).editor;
  if (!editor || editor.isDestroyed) throw new Error('no live tiptap editor on the editing area');
  return editor;
}

/** A kept-alive tab in miniature: the editor under an <Activity> that a button hides and shows. */
function KeptTab({ onChange }: { onChange?: (html: string) => void }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible((shown) => !shown)}>
        切换标签
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <RichTextEditor value="<p>商户公告</p>" onChange={onChange} />
      </Activity>
    </>
  );
}

const renderStrict = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <AntdApp>{ui}</AntdApp>
    </StrictMode>,
  );

describe('RichTextEditor lifecycle', { timeout: 90_000 }, () => {
  it('survives StrictMode: shows its value and emits what is typed', async () => {
    const onChange = vi.fn();
    renderStrict(<RichTextEditor value="<p>商户公告</p>" onChange={onChange} />);
    expect(await findArea()).toHaveTextContent('商户公告');

    const editor = await liveEditor();
    act(() => {
      editor.chain().focus('end').insertContent('：本周六系统升级').run();
    });

    expect(onChange).toHaveBeenLastCalledWith('<p>商户公告：本周六系统升级</p>');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its document and stays editable when its tab is hidden and shown again', async () => {
    const onChange = vi.fn();
    renderStrict(<KeptTab onChange={onChange} />);
    const before = await liveEditor();
    act(() => {
      before.chain().focus('end').insertContent('：已审核').run();
    });

    await userEvent.click(screen.getByRole('button', { name: '切换标签' }));
    await userEvent.click(screen.getByRole('button', { name: '切换标签' }));

    expect(await findArea()).toHaveTextContent('商户公告：已审核');
    const after = await liveEditor();
    act(() => {
      after.chain().focus('end').insertContent('，可发布').run();
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>商户公告：已审核，可发布</p>');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
