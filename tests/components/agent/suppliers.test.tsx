/**
 * 供应商 (issue 18 C): 停用 sends its required reason, a refused 启用 keeps the dialog and the
 * reason with the server's text (spec 7.1), and the spec 6 codes hide the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Supplier } from '../../../providers/agent-api';
import {
  ALL_CODES,
  AGENT_PATHS as P,
  capOk,
  capRefused,
  grant,
  recordingPost,
  renderSuppliers,
  seedDictionaries,
} from './harness';

const supplier = (overrides: Partial<Supplier> = {}): Supplier => ({
  supplierCode: 'SP001',
  supplierName: '银联商务股份有限公司',
  supplyType: '01',
  contactName: '王磊',
  contactMobile: '138****2231',
  settleAcct: {
    bankName: '中国工商银行',
    branchName: '上海张江支行',
    cardNo: '6222 **** **** 0518',
    acctName: '银联商务股份有限公司',
    acctKind: '1',
  },
  settleCycle: '02',
  feeRate: '0.2500',
  contractStart: '2025-01-01',
  contractEnd: '2027-12-31',
  supplierStatus: '01',
  statusReason: null,
  remark: null,
  createTime: '2024-12-20 10:00:00',
  ...overrides,
});
const ROWS = [
  supplier(),
  supplier({
    supplierCode: 'SP004',
    supplierName: '深圳讯达通信科技有限公司',
    supplierStatus: '02',
  }),
];
const listBody = { listData: ROWS, page: { count: 2, pageSize: 10, offset: 0 } };

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const buttonsOf = (code: string) =>
  [...rowOf(code).querySelectorAll('td:last-child button')].map((button) => button.textContent);
const dialog = () => screen.getByRole('dialog');
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => seedDictionaries());

describe('供应商', { timeout: 120_000 }, () => {
  it('停用 sends the reason; a refused 启用 keeps the dialog and the reason', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.supplierInquiry]: capOk(listBody),
      [P.supplierStatusModify]: (call) =>
        call.payload.action === 'enable'
          ? capRefused('供应商合同已到期:供应商SP004合同已于2025-05-31到期，请先续签')
          : capOk(null, '停用成功'),
    });
    renderSuppliers(calls.post);
    await waitFor(() => rowOf('SP001'));
    expect(buttonsOf('SP001')).toEqual(['编辑', '停用']);
    fireEvent.click(within(rowOf('SP001')).getByRole('button', { name: '停用' }));
    fireEvent.change(within(dialog()).getByLabelText('原因'), {
      target: { value: '服务质量不达标' },
    });
    ok();
    await waitFor(() => expect(calls.callsTo(P.supplierStatusModify)).toHaveLength(1));
    expect(calls.callsTo(P.supplierStatusModify)[0]?.payload).toEqual({
      supplierCode: 'SP001',
      action: 'disable',
      reason: '服务质量不达标',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(rowOf('SP004')).getByRole('button', { name: '启用' }));
    fireEvent.change(within(dialog()).getByLabelText('原因'), { target: { value: '已续签' } });
    ok();
    expect(await screen.findByText(/供应商合同已到期/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('原因')).toHaveValue('已续签');
  });

  it('without the supplier codes no button is offered', async () => {
    grant(['agent:add']);
    renderSuppliers(recordingPost({ [P.supplierInquiry]: capOk(listBody) }).post);
    await waitFor(() => rowOf('SP001'));
    expect(buttonsOf('SP001')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新建供应商' })).not.toBeInTheDocument();
  });
});
