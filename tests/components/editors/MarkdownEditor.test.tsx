import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from '../../../src/components/MarkdownEditor';
import { renderInApp } from './harness';

const { uploadFile } = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('../../../providers/upload-api', () => ({ uploadFile }));

const textArea = () =>
  screen.findByRole('textbox', { name: 'Markdown 编辑区' }, { timeout: 15_000 });

/** The rendered preview of the editor. */
function preview(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const element = document.querySelector<HTMLElement>('.wmde-markdown');
      if (!element) throw new Error('no preview yet');
      return element;
    },
    { timeout: 15_000 },
  );
}

describe('MarkdownEditor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    uploadFile.mockReset();
  });

  it('shows the value and emits what is typed', async () => {
    const onChange = vi.fn();
    renderInApp(<MarkdownEditor value="# 接入说明" onChange={onChange} />);
    const area = await textArea();
    expect(area).toHaveValue('# 接入说明');

    fireEvent.change(area, { target: { value: '# 接入说明\n\n请先完成实名认证' } });

    expect(onChange).toHaveBeenLastCalledWith('# 接入说明\n\n请先完成实名认证');
  });

  it('uses the Chinese commands and leaves out the external help link', async () => {
    renderInApp(<MarkdownEditor />);
    await textArea();

    expect(screen.getByRole('button', { name: /添加粗体文本/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /添加图像/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /帮助/ })).toBeNull();
  });

  it('is 300px high by default and never below 200px (spec 9)', async () => {
    const { unmount } = renderInApp(<MarkdownEditor />);
    await textArea();
    expect(document.querySelector<HTMLElement>('.w-md-editor')?.style.height).toBe('300px');
    unmount();

    renderInApp(<MarkdownEditor height={120} />);
    await textArea();
    expect(document.querySelector<HTMLElement>('.w-md-editor')?.style.height).toBe('200px');
  });

  it('inserts an image from the 图片上传 dialog where the caret was', async () => {
    const onChange = vi.fn();
    renderInApp(<MarkdownEditor value={'开头\n结尾'} onChange={onChange} />);
    const area = await textArea();
    (area as HTMLTextAreaElement).setSelectionRange(3, 3);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /添加图像/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('图片上传')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: '网络图片地址' }));
    await user.click(within(dialog).getByLabelText('图片地址'));
    await user.paste('https://img.example.cn/qr.png');
    await user.click(within(dialog).getByLabelText('备注'));
    await user.paste('收款码');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '开头\n![收款码](https://img.example.cn/qr.png)结尾',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders markdown in the preview without running anything from it', async () => {
    const stored = [
      '**加粗**',
      '',
      '<div class="note" onclick="window.hacked=1"><b>注意</b><img src="https://img.example.cn/a.png" onerror="window.hacked=1"></div>',
      '',
      '<script>window.hacked=1</script>',
      '',
      '[官网](https://www.example.cn) [领取](javascript:window.hacked=1)',
    ].join('\n');
    renderInApp(<MarkdownEditor value={stored} preview="preview" />);
    const shown = await preview();

    await waitFor(() => expect(within(shown).getByText('加粗').tagName).toBe('STRONG'));
    expect(within(shown).getByText('注意').tagName).toBe('B');
    expect(shown.querySelector('img')).toHaveAttribute('src', 'https://img.example.cn/a.png');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(within(shown).getByText('官网')).toHaveAttribute('href', 'https://www.example.cn');
    expect(within(shown).getByText('领取')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript/),
    );
  });
});
