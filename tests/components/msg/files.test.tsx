/**
 * 文件存储 and 发送记录 (issue 19 D): sizes and types, preview of images and PDF only, the download
 * link, 删除 after a confirmation with FileDelete's body, a refusal shown and the dialog kept, 删除
 * hidden without file:delete; the sent-message log's filters and its sanitized email view.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PATHS,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderFiles,
  renderSendLogs,
  seedDictionaries,
  sendLog,
  storedFile,
} from './harness';

const FILES = [
  storedFile(),
  storedFile({
    fileId: 'F2',
    fileName: '营业执照.jpg',
    filePath: 'cus/yyzz.jpg',
    fileType: 'jpg',
    contentType: 'image/jpeg',
    fileSize: 1887437,
  }),
  storedFile({
    fileId: 'F3',
    fileName: '手续费核对表.xlsx',
    filePath: 'bill/sxfhdb.xlsx',
    fileType: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileSize: 18432,
  }),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

beforeEach(() => seedDictionaries());

describe('文件存储', { timeout: 120_000 }, () => {
  it('lists type and size; previews images and PDF only; links the download', async () => {
    grant(['file:delete']);
    renderFiles(recordingPost({ [PATHS.fileInquiry]: capOk(listBody(FILES)) }).post);
    await waitFor(() => rowOf('营业执照.jpg'));
    expect(rowOf('营业执照.jpg')).toHaveTextContent('JPG');
    expect(rowOf('营业执照.jpg')).toHaveTextContent('1.80 MB');
    expect(rowOf('手续费核对表.xlsx')).toHaveTextContent('18.0 KB');
    expect(
      within(rowOf('手续费核对表.xlsx')).queryByRole('button', { name: /预\s*览/ }),
    ).toBeNull();
    const download = within(rowOf('调账审批单.pdf')).getByRole('link', { name: /下载/ });
    expect(download).toHaveAttribute('href', '/static/bill/adjust/20261125/tzspd.pdf');
    expect(download).toHaveAttribute('download', '调账审批单.pdf');

    fireEvent.click(within(rowOf('营业执照.jpg')).getByRole('button', { name: /预\s*览/ }));
    expect(
      await within(await screen.findByRole('dialog')).findByRole('img', { name: '营业执照.jpg' }),
    ).toHaveAttribute('src', '/static/cus/yyzz.jpg');
  });

  it('deletes after a confirmation; a refusal keeps the dialog with the server’s text', async () => {
    grant(['file:delete']);
    let answer = capRefused('删除失败:该文件被调账单J20261125102201001引用，不能删除');
    const calls = recordingPost({
      [PATHS.fileInquiry]: capOk(listBody(FILES)),
      [PATHS.fileDelete]: () => answer,
    });
    renderFiles(calls.post);
    await waitFor(() => rowOf('调账审批单.pdf'));
    fireEvent.click(within(rowOf('调账审批单.pdf')).getByRole('button', { name: /删\s*除/ }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        /确定要删除文件「调账审批单.pdf」吗/,
      ),
    ).toBeInTheDocument();
    expect(calls.callsTo(PATHS.fileDelete)).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: /确/ }));
    expect(
      await screen.findByText('删除失败:该文件被调账单J20261125102201001引用，不能删除'),
    ).toBeInTheDocument();
    expect(calls.callsTo(PATHS.fileDelete)[0]?.payload).toEqual({ fileId: 'F20261125102201001' });
    expect(dialog()).toBeInTheDocument();

    answer = capOk(null, '删除成功');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo(PATHS.fileInquiry)).toHaveLength(2));
  });

  it('hides 删除 without file:delete', async () => {
    grant([]);
    renderFiles(recordingPost({ [PATHS.fileInquiry]: capOk(listBody(FILES)) }).post);
    await waitFor(() => rowOf('调账审批单.pdf'));
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(within(rowOf('调账审批单.pdf')).getByRole('link', { name: /下载/ })).toBeInTheDocument();
  });
});

describe('发送记录', { timeout: 120_000 }, () => {
  it('lists statuses through the dictionary and shows an email sanitized', async () => {
    const calls = recordingPost({
      [PATHS.sendLogInquiry]: capOk(
        listBody([
          sendLog(),
          sendLog({
            sendNo: 'M3',
            channel: '03',
            receiver: 'w***@yunqi-pay.com',
            subject: '电子发票已开具',
            content: '<p>尊敬的客户<img src=x onerror="alert(1)"></p>',
            sendStatus: '02',
            failReason: '收件人邮箱不存在',
            testSend: false,
          }),
        ]),
      ),
    });
    renderSendLogs(calls.post);
    await waitFor(() => rowOf('M3'));
    expect(await within(rowOf('M3')).findByText('发送失败')).toBeInTheDocument();
    expect(rowOf('M3')).toHaveTextContent('收件人邮箱不存在');
    expect(within(rowOf('M20261127102530001')).getByText('测试')).toBeInTheDocument();
    fireEvent.click(within(rowOf('M3')).getByRole('button', { name: /查\s*看/ }));
    const body = await within(await screen.findByRole('dialog')).findByTestId('message-body');
    expect(body).toHaveTextContent('尊敬的客户');
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('sends the search filters, empty ones left out', async () => {
    const calls = recordingPost({ [PATHS.sendLogInquiry]: capOk(listBody([sendLog()])) });
    renderSendLogs(calls.post);
    await waitFor(() => rowOf('M20261127102530001'));
    fireEvent.change(screen.getByLabelText('接收人'), { target: { value: ' 13800138000 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(calls.callsTo(PATHS.sendLogInquiry)).toHaveLength(2));
    expect(calls.callsTo(PATHS.sendLogInquiry)[1]?.payload).toEqual({ receiver: '13800138000' });
  });
});
