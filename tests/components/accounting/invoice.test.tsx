/**
 * 发票 (issue 17 page 6; codes17 invoice machine): 开票 only for 0 待开票, 作废 only for 1 已开票, each
 * behind its spec 6 code; the made invoice's PDF opens same-origin in a new tab without access back;
 * 作废 needs a reason and a refusal keeps it; 申请开票 shows the tax exactly and refuses a wrong
 * taxpayer number before sending.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PATHS,
  capOk,
  capRefused,
  grant,
  invoice,
  listBody,
  recordingPost,
  renderInvoices,
  seedSession,
} from './harness';

const ALL = ['invoice:apply', 'invoice:make', 'invoice:void'];
const ROWS = [
  invoice({ applyNo: 'FP-TOMAKE', invoiceStatus: '0' }),
  invoice({
    applyNo: 'FP-MADE',
    invoiceStatus: '1',
    invoiceNo: '04512876',
    invoiceCode: '3300224130',
    filePath: 'bill/invoice/20261106/fp_04512876.pdf',
  }),
  invoice({ applyNo: 'FP-VOID', invoiceStatus: '2', invoiceNo: '02239841' }),
];

const rowOf = (applyNo: string) => screen.getByText(applyNo).closest('tr') as HTMLElement;
const linksOf = (applyNo: string) =>
  [...rowOf(applyNo).querySelectorAll('td:last-child button')].map((link) => link.textContent);
const dialog = () => screen.getByRole('dialog');

beforeEach(() => seedSession('admin'));

describe('发票', { timeout: 120_000 }, () => {
  it('offers 开票 for 待开票 and 作废 for 已开票, and opens the PDF safely', async () => {
    grant(ALL);
    renderInvoices(recordingPost({ [PATHS.invoiceInquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('FP-MADE'));
    expect(linksOf('FP-TOMAKE')).toEqual(['开票']);
    expect(linksOf('FP-MADE')).toEqual(['作废']);
    expect(linksOf('FP-VOID')).toEqual([]);
    expect(rowOf('FP-MADE')).toHaveTextContent('10,600.00');
    const pdf = within(rowOf('FP-MADE')).getByRole('link', { name: /04512876/ });
    expect(pdf).toHaveAttribute('href', '/static/bill/invoice/20261106/fp_04512876.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides each action without its code', async () => {
    grant(['invoice:void']);
    renderInvoices(recordingPost({ [PATHS.invoiceInquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('FP-MADE'));
    expect(linksOf('FP-TOMAKE')).toEqual([]);
    expect(linksOf('FP-MADE')).toEqual(['作废']);
    expect(screen.queryByRole('button', { name: '申请开票' })).not.toBeInTheDocument();
  });

  it('asks the reason of 作废, sends it, and keeps it when refused', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.invoiceInquiry]: capOk(listBody(ROWS)),
      [PATHS.invoiceVoid]: capRefused('作废失败:该申请尚未开票'),
    });
    renderInvoices(post);
    fireEvent.click(within(await waitFor(() => rowOf('FP-MADE'))).getByText('作废'));
    expect(within(dialog()).getByText(/确定要作废发票「04512876」/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: /作\s*废/ }));
    expect(await within(dialog()).findByText('请输入作废原因')).toBeInTheDocument();
    expect(callsTo(PATHS.invoiceVoid)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('作废原因'), {
      target: { value: '发票抬头有误，客户要求重开' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: /作\s*废/ }));
    expect(await screen.findByText('作废失败:该申请尚未开票')).toBeInTheDocument();
    expect(callsTo(PATHS.invoiceVoid)[0]?.payload).toEqual({
      applyNo: 'FP-MADE',
      reason: '发票抬头有误，客户要求重开',
    });
    expect(within(dialog()).getByLabelText('作废原因')).toHaveValue('发票抬头有误，客户要求重开');
  });

  it('shows the tax of 申请开票 exactly and refuses a wrong taxpayer number before sending', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.invoiceInquiry]: capOk(listBody([])),
      [PATHS.customerInquiry]: capOk(listBody([])),
    });
    renderInvoices(post);
    fireEvent.click(await screen.findByRole('button', { name: '申请开票' }));
    const change = (label: string, value: string) =>
      fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
    change('开票金额（含税）', '100');
    change('税率（%）', '13');
    // 100 ÷ 1.13 = 88.4955… → 88.50; the tax is what remains.
    expect(await within(dialog()).findByText('88.50')).toBeInTheDocument();
    expect(within(dialog()).getByText('11.50')).toBeInTheDocument();

    change('纳税人识别号', '91330106ma2h3y8k4l');
    fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));
    expect(
      await within(dialog()).findByText('请输入正确的纳税人识别号（15、18或20位数字或大写字母）'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('请选择客户')).toBeInTheDocument();
    expect(callsTo(PATHS.invoiceApply)).toHaveLength(0);
  });
});
