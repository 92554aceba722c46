import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageUpload, type ImageUploadProps } from '../../../src/components/ImageUpload';
import {
  currentValue,
  fakeUploadApi,
  fileInput,
  imageFile,
  renderInApp,
  textFile,
} from './harness';
import { ApiError } from '../../../providers/http/httpError';

const user = () => userEvent.setup({ applyAccept: false });

function ControlledImages(props: ImageUploadProps & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUpload {...rest} value={value} onChange={setValue} />
      <output aria-label="当前值">{value}</output>
    </>
  );
}

const THREE = 'temp/a.png,temp/b.png,temp/c.png';

// antd modals, messages and user-event are slow on the shared 2-core machine.
describe('ImageUpload', { timeout: 20_000 }, () => {
  it('shows stored images as previewable pictures at their static URL', () => {
    const { api } = fakeUploadApi();
    renderInApp(<ControlledImages api={api} multiple initial="temp/a.png,temp/b.png" />);

    const list = screen.getByRole('list', { name: '图片列表' });
    const pictures = within(list).getAllByRole('img', { name: /\.png$/ });
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      'https://static.example.cn/temp/a.png',
      'https://static.example.cn/temp/b.png',
    ]);
    expect(pictures[0]).toHaveAttribute('alt', 'a.png');
  });

  it('refuses a file that is not an image with 请上传图片 and uploads nothing', async () => {
    const { api } = fakeUploadApi();
    const { container } = renderInApp(<ControlledImages api={api} />);

    await user().upload(fileInput(container), textFile('说明.txt', 'text/plain'));

    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(api.uploadFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: '图片列表' })).not.toBeInTheDocument();
  });

  it('uploads an image and emits its path', async () => {
    const { api, pending, stored } = fakeUploadApi();
    const { container } = renderInApp(<ControlledImages api={api} />);

    await user().upload(fileInput(container), imageFile());
    await act(async () => pending[0]?.settle.resolve(stored('temp/营业执照_1.png')));

    await waitFor(() => expect(currentValue()).toBe('temp/营业执照_1.png'));
    expect(screen.getByRole('img', { name: '营业执照_1.png' })).toBeInTheDocument();
  });

  it('names the file of a failed image upload: {file name} 上传失败', async () => {
    const { api, pending } = fakeUploadApi();
    const { container } = renderInApp(<ControlledImages api={api} />);

    await user().upload(fileInput(container), imageFile('门头照片.png'));
    await act(async () => pending[0]?.settle.reject(new ApiError('上传失败！', 'server')));

    expect(await screen.findByText('门头照片.png 上传失败')).toBeInTheDocument();
    expect(currentValue()).toBe('');
  });

  it('moving the first image earlier warns 未知的操作 and changes nothing', async () => {
    const { api } = fakeUploadApi();
    renderInApp(<ControlledImages api={api} multiple initial={THREE} />);

    await user().click(screen.getAllByRole('button', { name: '前移' })[0] as HTMLElement);

    expect(await screen.findByText('未知的操作')).toBeInTheDocument();
    expect(currentValue()).toBe(THREE);
  });

  it('moving the last image later warns 已到最后~ and changes nothing', async () => {
    const { api } = fakeUploadApi();
    renderInApp(<ControlledImages api={api} multiple initial={THREE} />);

    await user().click(screen.getAllByRole('button', { name: '后移' })[2] as HTMLElement);

    expect(await screen.findByText('已到最后~')).toBeInTheDocument();
    expect(currentValue()).toBe(THREE);
  });

  it('moves an image later and earlier, emitting the new order', async () => {
    const { api } = fakeUploadApi();
    renderInApp(<ControlledImages api={api} multiple initial={THREE} />);
    const actor = user();

    await actor.click(screen.getAllByRole('button', { name: '后移' })[0] as HTMLElement);
    await waitFor(() => expect(currentValue()).toBe('temp/b.png,temp/a.png,temp/c.png'));

    await actor.click(screen.getAllByRole('button', { name: '前移' })[2] as HTMLElement);
    await waitFor(() => expect(currentValue()).toBe('temp/b.png,temp/c.png,temp/a.png'));
  });

  it('a single image is replaced by the next one, and offers no reorder', async () => {
    const { api, pending, stored } = fakeUploadApi();
    const { container } = renderInApp(<ControlledImages api={api} initial="temp/old.png" />);
    expect(screen.queryByRole('button', { name: '前移' })).not.toBeInTheDocument();

    await user().upload(fileInput(container), imageFile('new.png'));
    await act(async () => pending[0]?.settle.resolve(stored('temp/new.png')));

    await waitFor(() => expect(currentValue()).toBe('temp/new.png'));
    expect(
      screen.getAllByRole('img', { name: /\.png$/ }).map((img) => img.getAttribute('alt')),
    ).toEqual(['new.png']);
  });
});
