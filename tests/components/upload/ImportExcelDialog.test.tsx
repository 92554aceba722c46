import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  ImportExcelOptions,
  ImportExcelPath,
  ImportOutcome,
} from '../../../providers/upload-api';
import {
  ImportExcelDialog,
  type ImportExcelDialogProps,
} from '../../../src/components/ImportExcelDialog';
import { deferred, renderInApp, textFile } from './harness';

const user = () => userEvent.setup({ applyAccept: false });

const sheet = (name = '用户导入.xlsx') =>
  new File(['xlsx'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const DEPARTS = [
  {
    id: 'd1',
    key: 'd1',
    title: '总部',
    departName: '总部',
    orgCode: 'A01',
    children: [{ id: 'd2', key: 'd2', title: '清算部', departName: '清算部', orgCode: 'A01A01' }],
  },
] as unknown as NonNullable<ImportExcelDialogProps['department']>['treeData'];

function setup(props: Partial<ImportExcelDialogProps> = {}) {
  const answer = deferred<ImportOutcome>();
  const importExcel = vi.fn(
    (_path: ImportExcelPath, _files: readonly File[], _options?: ImportExcelOptions) =>
      answer.promise,
  );
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderInApp(
    <ImportExcelDialog
      open
      url="/sys/user/importExcel"
      onImported={onImported}
      onClose={onClose}
      api={{ importExcel }}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog');
  // rc-upload renders a new input after each choice: look it up each time.
  const input = () => {
    const found = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input');
    return found;
  };
  const startButton = () => within(dialog).getByRole('button', { name: /开始上传|上传中/ });
  return { answer, importExcel, onImported, onClose, dialog, input, startButton };
}

// antd modals, messages and user-event are slow on the shared 2-core machine.
describe('ImportExcelDialog', { timeout: 60_000 }, () => {
  it('keeps 开始上传 disabled until an Excel file is chosen; other files are refused', async () => {
    const { input, startButton, importExcel } = setup();
    const actor = user();
    expect(startButton()).toBeDisabled();

    await actor.upload(input(), textFile('说明.txt', 'text/plain'));
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();

    await actor.upload(input(), [sheet(), sheet('旧表.XLS')]);
    expect(startButton()).toBeEnabled();
    expect(screen.getByText('用户导入.xlsx')).toBeInTheDocument();
    expect(screen.getByText('旧表.XLS')).toBeInTheDocument();
    expect(importExcel).not.toHaveBeenCalled();
  });

  it('sends every file in one call with biz, foreign keys and validateStatus; shows 上传中... meanwhile', async () => {
    const { input, startButton, importExcel, answer, onImported, onClose } = setup({
      biz: 'sys_user',
      foreignKeys: { tenantId: '1002' },
      online: true,
    });
    const actor = user();
    await actor.upload(input(), [sheet('一.xlsx'), sheet('二.xls')]);
    await actor.click(screen.getByRole('switch', { name: '是否开启校验' }));

    await actor.click(startButton());

    expect(startButton()).toHaveTextContent('上传中...');
    expect(importExcel).toHaveBeenCalledTimes(1);
    const [path, files, options] = importExcel.mock.calls[0] ?? [];
    expect(path).toBe('/sys/user/importExcel');
    expect(files?.map((file) => file.name)).toEqual(['一.xlsx', '二.xls']);
    expect(options).toMatchObject({
      biz: 'sys_user',
      foreignKeys: { tenantId: '1002' },
      validateStatus: '0',
      extra: {},
    });

    await act(async () =>
      answer.resolve({ success: true, code: 200, message: '共12行数据全部导入成功！' }),
    );
    expect(await screen.findByText('共12行数据全部导入成功！')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves validateStatus out outside online mode and falls back to {file}文件上传成功', async () => {
    const { input, startButton, importExcel, answer } = setup();
    const actor = user();
    await actor.upload(input(), sheet());
    await actor.click(startButton());

    expect(importExcel.mock.calls[0]?.[2]?.validateStatus).toBeUndefined();
    await act(async () => answer.resolve({ success: true, code: 200, message: '' }));
    expect(await screen.findByText('用户导入.xlsx文件上传成功')).toBeInTheDocument();
  });

  it('code 201 shows 导入成功,但是有错误数据! with a link to the error file', async () => {
    const { input, startButton, answer, onImported } = setup();
    const actor = user();
    await actor.upload(input(), sheet());
    await actor.click(startButton());

    await act(async () =>
      answer.resolve({
        success: true,
        code: 201,
        message: '文件导入成功，但有错误。',
        errorSummary: '总上传行数：14，已导入行数：12，错误行数：2',
        errorFileUrl: '/admin/sys/common/static/userImportExcelErrorLog_1.txt',
        errorFileName: 'userImportExcelErrorLog_1.txt',
      }),
    );

    const link = await screen.findByRole('link', { name: '点击下载' });
    const box = link.closest('.ant-modal-content') as HTMLElement;
    expect(box).toHaveTextContent('导入成功,但是有错误数据!');
    expect(box).toHaveTextContent('总上传行数：14，已导入行数：12，错误行数：2');
    expect(link).toHaveAttribute('href', '/admin/sys/common/static/userImportExcelErrorLog_1.txt');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('a failed import shows "{file} {message}" and stays open', async () => {
    const { input, startButton, answer, onImported, onClose } = setup();
    const actor = user();
    await actor.upload(input(), sheet());
    await actor.click(startButton());

    await act(async () =>
      answer.resolve({ success: false, code: 500, message: '文件导入失败:文件格式不正确' }),
    );

    expect(
      await screen.findByText('用户导入.xlsx 文件导入失败:文件格式不正确'),
    ).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(startButton()).toHaveTextContent('开始上传'));
  });

  it('an HTTP failure (already shown by the HTTP layer) adds no message and stays open', async () => {
    const { input, startButton, answer, onClose } = setup();
    const actor = user();
    await actor.upload(input(), sheet());
    await actor.click(startButton());

    await act(async () => answer.reject(new Error('服务器内部错误')));

    await waitFor(() => expect(startButton()).toHaveTextContent('开始上传'));
    expect(startButton()).toBeEnabled();
    expect(screen.queryByText(/服务器内部错误/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires a department before confirm where configured, then sends it', async () => {
    const { input, startButton, importExcel, dialog } = setup({
      department: { required: true, treeData: DEPARTS, partName: 'orgCode', valueField: 'orgCode' },
    });
    const actor = user();
    await actor.upload(input(), sheet());

    await actor.click(startButton());
    expect(await screen.findByText('请选择部门')).toBeInTheDocument();
    expect(importExcel).not.toHaveBeenCalled();

    await actor.click(within(dialog).getByRole('combobox', { name: '所属部门' }));
    await actor.click(await screen.findByTitle('清算部'));
    await actor.click(startButton());

    expect(importExcel).toHaveBeenCalledTimes(1);
    expect(importExcel.mock.calls[0]?.[2]?.extra).toEqual({ orgCode: 'A01A01' });
  });
});
