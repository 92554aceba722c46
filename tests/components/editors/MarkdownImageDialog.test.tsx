import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownImageDialog } from '../../../src/components/MarkdownImageDialog';
import { IMAGE_ONLY, IMAGE_URL_INVALID, NO_FILE_UPLOADED } from '../../../src/lib/messages';
import { imageFile, renderInApp, UPLOADED } from './harness';
import { ApiError } from '../../../providers/http/httpError';

const { uploadFile } = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('../../../providers/upload-api', () => ({ uploadFile }));

function openDialog() {
  const onInsert = vi.fn();
  const onCancel = vi.fn();
  renderInApp(<MarkdownImageDialog open onInsert={onInsert} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog');
  return { onInsert, onCancel, dialog };
}

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};
async function fill(u: ReturnType<typeof user>, field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}
const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /确\s*定/ });

describe('MarkdownImageDialog', { timeout: 60_000 }, () => {
  beforeEach(() => {
    uploadFile.mockReset();
  });

  it('is titled 图片上传 with the two tabs and a remark field', () => {
    const { dialog } = openDialog();

    expect(within(dialog).getByText('图片上传')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '本地上传' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: '网络图片地址' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('备注')).toBeInTheDocument();
  });

  it('uploads a picked image and inserts it with the remark as alt text', async () => {
    uploadFile.mockResolvedValue(UPLOADED);
    const { dialog, onInsert } = openDialog();
    const u = user();
    const file = imageFile();

    await u.upload(fileInput(dialog), file);
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(uploadFile.mock.calls[0]![0]).toBe(file);
    await fill(u, within(dialog).getByLabelText('备注'), '商户门头照');
    await waitFor(() => expect(within(dialog).getByText('cover.png')).toBeInTheDocument());
    await u.click(confirmButton(dialog));

    await waitFor(() => expect(onInsert).toHaveBeenCalledWith(`![商户门头照](${UPLOADED.url})`));
  });

  it('refuses a file that is not an image with 请上传图片', async () => {
    const { dialog } = openDialog();

    await user().upload(fileInput(dialog), new File(['a,b'], '名单.csv', { type: 'text/csv' }));

    expect(await screen.findByText(IMAGE_ONLY)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the server message of a failed upload and then has no image to insert', async () => {
    uploadFile.mockImplementation(async () => {
      throw new Error('文件大小超出10MB限制, 请压缩或降低文件质量! ');
    });
    const { dialog, onInsert } = openDialog();
    const u = user();

    await u.upload(fileInput(dialog), imageFile());

    expect(await screen.findByText(/文件大小超出10MB限制/)).toBeInTheDocument();
    await u.click(confirmButton(dialog));
    expect(await screen.findByText(NO_FILE_UPLOADED)).toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('does not repeat an HTTP failure the HTTP layer has already shown', async () => {
    uploadFile.mockImplementation(async () => {
      throw new ApiError('服务器内部错误', 'http', 500);
    });
    const { dialog } = openDialog();

    await user().upload(fileInput(dialog), imageFile());

    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    expect(screen.queryByText('服务器内部错误')).toBeNull();
  });

  it('says no file was uploaded when confirmed empty', async () => {
    const { dialog, onInsert } = openDialog();

    await user().click(confirmButton(dialog));

    expect(await screen.findByText(NO_FILE_UPLOADED)).toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('rejects a network address that is not http(s)', async () => {
    const { dialog, onInsert } = openDialog();
    const u = user();

    await u.click(within(dialog).getByRole('tab', { name: '网络图片地址' }));
    await fill(u, within(dialog).getByLabelText('图片地址'), 'javascript:alert(1)');
    await u.click(confirmButton(dialog));

    expect(await within(dialog).findByText(IMAGE_URL_INVALID)).toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('inserts a network image by its address', async () => {
    const { dialog, onInsert } = openDialog();
    const u = user();

    await u.click(within(dialog).getByRole('tab', { name: '网络图片地址' }));
    await fill(
      u,
      within(dialog).getByLabelText('图片地址'),
      'https://img.example.cn/banner (1).png',
    );
    await fill(u, within(dialog).getByLabelText('备注'), '活动横幅');
    await u.click(confirmButton(dialog));

    await waitFor(() =>
      expect(onInsert).toHaveBeenCalledWith(
        '![活动横幅](https://img.example.cn/banner%20%281%29.png)',
      ),
    );
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('inserts nothing when cancelled', async () => {
    const { dialog, onInsert, onCancel } = openDialog();

    await user().click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onInsert).not.toHaveBeenCalled();
  });
});
