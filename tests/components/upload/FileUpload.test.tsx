import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Controlled,
  currentValue,
  fakeUploadApi,
  fileInput,
  renderInApp,
  textFile,
} from './harness';
import { ApiError } from '../../../providers/http/httpError';

const user = () => userEvent.setup({ applyAccept: false });

// antd modals and user-event typing are slow on the shared 2-core machine.
describe('FileUpload, file mode', { timeout: 20_000 }, () => {
  it('shows an existing value as done files named from the path, shortened to 5 characters', () => {
    const { api } = fakeUploadApi();
    renderInApp(<Controlled api={api} initial="temp/合同扫描件_1773797400000.pdf,temp/a.txt" />);

    const list = screen.getByRole('list', { name: '文件列表' });
    expect(within(list).getByText('合同扫描件...')).toBeInTheDocument();
    expect(within(list).getByText('a.txt')).toBeInTheDocument();
    const downloads = within(list).getAllByRole('link', { name: '下载' });
    expect(downloads[0]).toHaveAttribute(
      'href',
      'https://static.example.cn/temp/合同扫描件_1773797400000.pdf',
    );
    expect(downloads[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(downloads[0]).toHaveAttribute('download', '合同扫描件_1773797400000.pdf');
  });

  it('uploads through the API with the target and biz path, shows the percent, then emits the path', async () => {
    const { api, pending, stored } = fakeUploadApi();
    const onChange = vi.fn();
    const { container } = renderInApp(
      <Controlled api={api} target="sys" bizPath="contract" onChange={onChange} />,
    );

    await user().upload(fileInput(container), textFile());

    expect(api.uploadFile).toHaveBeenCalledTimes(1);
    const [file, options] = api.uploadFile.mock.calls[0] ?? [];
    expect(file?.name).toBe('合同扫描件.pdf');
    expect(options).toMatchObject({ target: 'sys', bizPath: 'contract' });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    // spec 4: the simulated percent climbs while the server has not answered.
    expect(await screen.findByText(/^[1-9]\d?%$/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await act(async () =>
      pending[0]?.settle.resolve(stored('temp/合同扫描件_1.pdf', '合同扫描件.pdf')),
    );

    await waitFor(() => expect(currentValue()).toBe('temp/合同扫描件_1.pdf'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('temp/合同扫描件_1.pdf');
    expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute(
      'href',
      'https://static.example.cn/temp/合同扫描件_1.pdf',
    );
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('a failed upload shows 上传失败 on hover and the 上传出错 dialog with the server message', async () => {
    const { api, pending } = fakeUploadApi();
    const onChange = vi.fn();
    const { container } = renderInApp(<Controlled api={api} onChange={onChange} />);
    const actor = user();

    await actor.upload(fileInput(container), textFile());
    await act(async () => pending[0]?.settle.reject(new ApiError('存储服务不可用', 'server')));

    const failed = await screen.findByRole('button', { name: /合同扫描件\.pdf 上传失败/ });
    await actor.hover(failed);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('上传失败');
    await actor.click(failed);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('上传出错');
    expect(dialog).toHaveTextContent('错误信息：存储服务不可用');
    expect(onChange).not.toHaveBeenCalled();
    expect(currentValue()).toBe('');
  });

  it.each([
    ['an error without a message', new Error(''), '错误信息：上传失败'],
    ['something that is not an error', 'boom', '错误信息：未知错误'],
  ])('the dialog of %s says %s', async (_case, reason, shown) => {
    const { api, pending } = fakeUploadApi();
    const { container } = renderInApp(<Controlled api={api} />);
    const actor = user();

    await actor.upload(fileInput(container), textFile());
    await act(async () => pending[0]?.settle.reject(reason));
    await actor.click(await screen.findByRole('button', { name: /上传失败/ }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(shown);
  });

  it('a single upload replaces the existing file', async () => {
    const { api, pending, stored } = fakeUploadApi();
    const { container } = renderInApp(
      <Controlled api={api} multiple={false} initial="temp/old.pdf" />,
    );

    await user().upload(fileInput(container), textFile('new.pdf'));
    expect(screen.queryByText('old.pdf')).not.toBeInTheDocument();
    await act(async () => pending[0]?.settle.resolve(stored('temp/new_1.pdf')));

    await waitFor(() => expect(currentValue()).toBe('temp/new_1.pdf'));
  });

  it('multiple uploads with a limit keep only the last N', async () => {
    const { api, pending, stored } = fakeUploadApi();
    const { container } = renderInApp(<Controlled api={api} maxCount={2} initial="temp/a.pdf" />);

    await user().upload(fileInput(container), [textFile('b.pdf'), textFile('c.pdf')]);
    await act(async () => {
      pending[0]?.settle.resolve(stored('temp/b.pdf'));
      pending[1]?.settle.resolve(stored('temp/c.pdf'));
    });

    await waitFor(() => expect(currentValue()).toBe('temp/b.pdf,temp/c.pdf'));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it('removing a file emits the remaining paths', async () => {
    const { api } = fakeUploadApi();
    renderInApp(<Controlled api={api} initial="temp/a.pdf,temp/b.pdf" />);

    await user().click(screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement);

    await waitFor(() => expect(currentValue()).toBe('temp/b.pdf'));
  });

  it('follows a value set from outside (a form reset or another widget)', async () => {
    const { api } = fakeUploadApi();
    const onChange = vi.fn();
    renderInApp(
      <Controlled api={api} initial="temp/a.pdf" external="temp/z.pdf" onChange={onChange} />,
    );
    expect(screen.getByText('a.pdf')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: '外部赋值' }));

    expect(await screen.findByText('z.pdf')).toBeInTheDocument();
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('更多 opens the 520 px upload dialog; confirming without a file warns, with one it replaces the file', async () => {
    const { api, pending, stored } = fakeUploadApi();
    renderInApp(<Controlled api={api} initial="temp/a.pdf,temp/b.pdf" />);
    const actor = user();

    await actor.click(screen.getAllByRole('button', { name: '更多' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('文件上传');
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '520px' });

    await actor.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('尚未上传文件')).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no input in the dialog');
    await actor.upload(input, textFile('renewed.pdf'));
    await act(async () => pending[0]?.settle.resolve(stored('temp/renewed_1.pdf')));
    await waitFor(() => expect(within(dialog).getByText('renew...')).toBeInTheDocument());
    await actor.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(currentValue()).toBe('temp/renewed_1.pdf,temp/b.pdf'));
  });
});
