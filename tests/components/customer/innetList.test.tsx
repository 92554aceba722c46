/**
 * 渠道进件 list and the 渠道进件 tab of 客户详情 (CustomerInnetPanel, issue 16 page 4): the records
 * through their dictionaries, a row opening its 进件办理 route, 新建进件 behind cus:innet.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CustomerInnetPanel } from '../../../resources/customer/innet/CustomerInnetPanel';
import { InnetListPage } from '../../../resources/customer/innet/InnetListPage';
import { INQUIRY as CUSTOMERS, capOk, choose, customer, listBody, recordingPost } from './harness';
import {
  PATHS,
  grant,
  innetRecord,
  listOf,
  renderWithApi,
  seedInnetDictionaries,
} from './innetHarness';

const ROWS = [
  innetRecord('05', { innetNo: 'JJ1', channelCode: 'UNIONPAY', productCode: 'QR_PAY' }),
  innetRecord('01', { innetNo: 'JJ3', channelCode: 'ICBC', productCode: 'AGENT_PAY' }),
];

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

/** The page at '/', with the location shown so a test sees where a click leads. */
const routed = (page: React.ReactNode) => (
  <>
    <Routes>
      <Route path="/" element={page} />
      <Route path="*" element={null} />
    </Routes>
    <Where />
  </>
);

const rowOf = (innetNo: string) => screen.getByText(innetNo).closest('tr') as HTMLElement;

beforeEach(() => {
  seedInnetDictionaries();
  grant(['cus:innet']);
});

describe('渠道进件 list', { timeout: 120_000 }, () => {
  it('shows codes through the dictionaries, searches by status and opens a row', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listOf(ROWS)),
      [CUSTOMERS]: capOk(listBody([customer()])),
    });
    renderWithApi(post, routed(<InnetListPage />));
    const row = await waitFor(() => rowOf('JJ3'));
    expect(within(row).getByText('工商银行')).toBeInTheDocument();
    expect(within(row).getByText('代付')).toBeInTheDocument();
    expect(within(row).getByText('审核中')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await choose(search, '进件状态', '已开户');
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({ innetStatus: '05' }),
    );

    fireEvent.click(within(rowOf('JJ1')).getByRole('button', { name: '办理' }));
    expect(screen.getByLabelText('地址')).toHaveTextContent(
      '/cus/cusChannelInnet/C202611000123/UNIONPAY/QR_PAY',
    );
  });

  it('offers 新建进件 only with cus:innet (spec 6)', async () => {
    grant([]);
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listOf(ROWS)),
      [CUSTOMERS]: capOk(listBody([customer()])),
    });
    renderWithApi(post, routed(<InnetListPage />));
    await waitFor(() => rowOf('JJ3'));
    expect(screen.queryByRole('button', { name: '新建进件' })).not.toBeInTheDocument();
  });
});

describe('CustomerInnetPanel', { timeout: 120_000 }, () => {
  it("reads the customer's records and opens 新建进件 for a channel and product", async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listOf(ROWS)),
      [CUSTOMERS]: capOk(listBody([customer()])),
    });
    renderWithApi(post, routed(<CustomerInnetPanel customer={{ cusCode: 'C202611000123' }} />));
    await waitFor(() => rowOf('JJ1'));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ cusCode: 'C202611000123' });

    fireEvent.click(screen.getByRole('button', { name: '新建进件' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('客户')).not.toBeInTheDocument();
    await choose(dialog, '渠道', '网联');
    await choose(dialog, '产品', '快捷支付');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('地址')).toHaveTextContent(
        '/cus/cusChannelInnet/C202611000123/NUCC/QUICK_PAY',
      ),
    );
  });
});
