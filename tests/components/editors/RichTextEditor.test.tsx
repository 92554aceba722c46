import type { Editor } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../../../src/components/RichTextEditor';
import { IMAGE_ONLY } from '../../../src/lib/messages';
import { giveRangesEmptyRects, imageFile, renderInApp, UPLOADED } from './harness';
import { ApiError } from '../../../providers/http/httpError';

const { uploadFile } = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('../../../providers/upload-api', () => ({ uploadFile }));

giveRangesEmptyRects();

/** The editing area once the lazy chunk has rendered it, and the tiptap editor behind it. */
async function editingArea(): Promise<{ area: HTMLElement; editor: Editor }> {
  const area = await screen.findByRole('textbox', { name: '富文本编辑区' }, { timeout: 15_000 });
  const editor = (area as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no tiptap editor on the editing area');
  return { area, editor };
}

const pickImage = (file: File) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('选择图片'), file);

describe('RichTextEditor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    uploadFile.mockReset();
  });

  it('offers its tools with Chinese names', async () => {
    renderInApp(<RichTextEditor />);
    await editingArea();

    for (const name of ['加粗', '斜体', '下划线', '删除线', '标题', '无序列表', '有序列表']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['引用', '代码块', '链接', '图片', '清除格式', '撤销', '重做']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows the value it is given and emits what is typed as HTML', async () => {
    const onChange = vi.fn();
    renderInApp(<RichTextEditor value="<p>商户公告</p>" onChange={onChange} />);
    const { area, editor } = await editingArea();
    expect(area).toHaveTextContent('商户公告');

    act(() => {
      editor.chain().focus('end').insertContent('：本周六系统升级').run();
    });

    expect(onChange).toHaveBeenLastCalledWith('<p>商户公告：本周六系统升级</p>');
  });

  it('emits sanitised HTML: no scripts, no event handlers, no script URLs', async () => {
    const onChange = vi.fn();
    renderInApp(<RichTextEditor onChange={onChange} />);
    const { editor } = await editingArea();

    act(() => {
      editor.commands.setContent(
        '<p onclick="steal()">通知<img src="https://img.example.cn/a.png" onerror="steal()"></p>' +
          '<script>steal()</script><p><a href="javascript:steal()">领取</a>' +
          '<a href="https://www.example.cn" target="_blank">官网</a></p>',
      );
    });

    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<img src="https://img.example.cn/a.png"');
    expect(html).toContain('href="https://www.example.cn"');
    expect(html).toMatch(/rel="noopener noreferrer"[ >]/);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('emits an empty string for an empty document', async () => {
    const onChange = vi.fn();
    renderInApp(<RichTextEditor value="<p>x</p>" onChange={onChange} />);
    const { editor } = await editingArea();

    act(() => {
      editor.commands.clearContent(true);
    });

    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows a value set by its form without echoing it back', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('<p>旧内容</p>');
      return (
        <>
          <button type="button" onClick={() => setValue('<p>新内容</p>')}>
            载入
          </button>
          <RichTextEditor
            value={value}
            onChange={(html) => {
              onChange(html);
              setValue(html);
            }}
          />
        </>
      );
    }
    renderInApp(<Harness />);
    const { area } = await editingArea();

    await userEvent.click(screen.getByText('载入'));

    await waitFor(() => expect(area).toHaveTextContent('新内容'));
    expect(area).not.toHaveTextContent('旧内容');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a picked image through the upload call and inserts it', async () => {
    uploadFile.mockResolvedValue(UPLOADED);
    const onChange = vi.fn();
    renderInApp(<RichTextEditor value="<p>门头照：</p>" onChange={onChange} />);
    const { area } = await editingArea();
    const file = imageFile();

    await pickImage(file);

    await waitFor(() => expect(area.querySelector('img')).toHaveAttribute('src', UPLOADED.url));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile.mock.calls[0]![0]).toBe(file);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(`<img src="${UPLOADED.url}" alt="cover.png">`),
    );
  });

  it('shows the server message as a warning when the image upload fails (spec 8.3)', async () => {
    uploadFile.mockImplementation(async () => {
      throw new Error('文件大小超出10MB限制, 请压缩或降低文件质量! ');
    });
    const onChange = vi.fn();
    renderInApp(<RichTextEditor onChange={onChange} />);
    const { area } = await editingArea();

    await pickImage(imageFile());

    expect(await screen.findByText(/文件大小超出10MB限制/)).toBeInTheDocument();
    expect(area.querySelector('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not repeat an HTTP failure the HTTP layer has already shown', async () => {
    uploadFile.mockImplementation(async () => {
      throw new ApiError('服务器内部错误', 'http', 500);
    });
    renderInApp(<RichTextEditor />);
    await editingArea();

    await pickImage(imageFile());

    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '图片' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.queryByText('服务器内部错误')).toBeNull();
  });

  it('refuses a file that is not an image with 请上传图片', async () => {
    renderInApp(<RichTextEditor />);
    await editingArea();

    await pickImage(new File(['%PDF'], '合同.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText(IMAGE_ONLY)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('cannot be edited when disabled', async () => {
    renderInApp(<RichTextEditor value="<p>只读</p>" disabled />);
    const { area } = await editingArea();

    expect(area).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: '图片' })).toBeDisabled();
  });
});
