/**
 * 电子回单 (issue 17 item 5, spec 7.1) and 退款: the receipt opens the PDF preview page in an iframe
 * given the file URL, prints the frame, and shows the server's refusal; a refund is checked against
 * the refundable amount before anything is sent, sends the encrypted operation password, and keeps
 * every input when the server refuses (refundExceeded E4006).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staticUrl } from '../../../providers/http';
import { ReceiptButton } from '../../../resources/account/txn/ReceiptButton';
import { TxnListPage } from '../../../resources/account/txn/TxnListPage';
import { RefundListPage } from '../../../resources/accounting/refund/RefundListPage';
import { getConfig } from '../../../src/lib/config';
import {
  ALL_CODES,
  PATHS,
  actionsOf,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderAs,
  rowOf,
  seedDictionaries,
  txn,
} from './harness';

const FILE_PATH = 'txn/receipt/20261124/HD202611240000417.pdf';
const RECEIPT = {
  txnNo: 'T20261124170541004',
  receiptNo: 'HD202611240000417',
  fileName: '电子回单_HD202611240000417.pdf',
  filePath: FILE_PATH,
};
const DONE = txn({ txnNo: 'T20261124170541004', txnType: '03', txnStatus: '02', amount: '350.00' });

const dialog = () => screen.getByRole('dialog');
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
const fill = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('电子回单', { timeout: 120_000 }, () => {
  it('is enabled for 02 成功 only', () => {
    const { post } = recordingPost({});
    renderAs('admin', post, <ReceiptButton txnNo="T1" status="01" />);
    expect(screen.getByRole('button', { name: '电子回单' })).toBeDisabled();
  });

  it('shows the PDF preview page given the file URL, and prints the frame', async () => {
    const { post, callsTo } = recordingPost({ [PATHS.receipt]: capOk(RECEIPT) });
    renderAs('admin', post, <ReceiptButton txnNo={RECEIPT.txnNo} status="02" />);
    fireEvent.click(screen.getByRole('button', { name: '电子回单' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('电子回单 HD202611240000417');
    expect(callsTo(PATHS.receipt)[0]?.payload).toEqual({ txnNo: RECEIPT.txnNo });

    const src = new URL(frame.src);
    expect(src.origin).toBe(window.location.origin);
    expect(src.pathname).toBe(`${getConfig().apiBase}/sys/common/pdf/pdfPreviewIframe`);
    expect(src.searchParams.get('file')).toBe(staticUrl(getConfig().staticDomain, FILE_PATH));
    expect(src.searchParams.get('file')).toMatch(/\/sys\/common\/static\/txn\/receipt\//);

    const view = frame.contentWindow;
    if (!view) throw new Error('the frame has no window');
    const print = vi.spyOn(view, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(dialog()).getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the server text when there is no receipt (notFinished)', async () => {
    const { post } = recordingPost({
      [PATHS.receipt]: capRefused('查询失败：交易尚未成功，暂无电子回单'),
    });
    renderAs('admin', post, <ReceiptButton txnNo={RECEIPT.txnNo} status="02" />);
    fireEvent.click(screen.getByRole('button', { name: '电子回单' }));
    expect(await screen.findByText('查询失败：交易尚未成功，暂无电子回单')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('退款', { timeout: 300_000 }, () => {
  function openList() {
    const recorder = recordingPost({
      [PATHS.inquiry]: capOk(listBody([DONE])),
      [PATHS.refund]: (call) =>
        call.payload.amount === '150.00'
          ? capRefused('退款金额超过可退金额：原交易可退金额100.00元，本次申请150.00元')
          : capOk(txn({ txnType: '08' }), '提交成功，待复核'),
    });
    renderAs('admin', recorder.post, <TxnListPage title="交易查询" />);
    return recorder;
  }

  it('refuses more than the refundable amount before sending', async () => {
    const { callsTo } = openList();
    await waitFor(() => rowOf(DONE.txnNo));
    expect(actionsOf(DONE.txnNo)).toEqual(['退款', '电子回单']);
    fireEvent.click(within(rowOf(DONE.txnNo)).getByText('退款'));
    await screen.findByText('可退金额（元）');
    fill('退款金额（元）', '350.01');
    fill('退款原因', '顾客退货');
    fill('操作密码', 'Op@123456');
    ok();
    expect(
      await within(dialog()).findByText('退款金额超过可退金额，可退金额 350.00 元'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.refund)).toHaveLength(0);
  });

  it('sends the refund with the encrypted operation password', async () => {
    const { callsTo } = openList();
    fireEvent.click(within(await waitFor(() => rowOf(DONE.txnNo))).getByText('退款'));
    await screen.findByText('可退金额（元）');
    fill('退款金额（元）', '59.9');
    fill('退款原因', '顾客退货');
    fill('操作密码', 'Op@123456');
    ok();
    await waitFor(() => expect(callsTo(PATHS.refund)).toHaveLength(1));
    const body = callsTo(PATHS.refund)[0]?.payload ?? {};
    expect(body).toMatchObject({ origTxnNo: DONE.txnNo, amount: '59.90', reason: '顾客退货' });
    expect(typeof body.opPsw).toBe('string');
    expect(body.opPsw).not.toContain('Op@123456');
    expect(await screen.findByText('提交成功，待复核')).toBeInTheDocument();
  });

  it('keeps every input when the server refuses (refundExceeded)', async () => {
    openList();
    fireEvent.click(within(await waitFor(() => rowOf(DONE.txnNo))).getByText('退款'));
    await screen.findByText('可退金额（元）');
    fill('退款金额（元）', '150');
    fill('退款原因', '顾客退货');
    fill('操作密码', 'Op@123456');
    ok();
    expect(
      await screen.findByText('退款金额超过可退金额：原交易可退金额100.00元，本次申请150.00元'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('退款金额（元）')).toHaveValue('150');
    expect(within(dialog()).getByLabelText('退款原因')).toHaveValue('顾客退货');
  });

  it('新建退款 looks the original transaction up by its number', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.refunds]: capOk(listBody([])),
      [PATHS.inquiry]: capOk(listBody([DONE])),
    });
    renderAs('admin', post, <RefundListPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新建退款' }));
    fill('原交易流水号', DONE.txnNo);
    fireEvent.click(within(dialog()).getByRole('button', { name: /查\s*询/ }));
    // 原交易金额 and 可退金额: never refunded, the whole amount is refundable.
    expect(await within(dialog()).findAllByText('350.00')).toHaveLength(2);
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ txnNo: DONE.txnNo });
  });
});
