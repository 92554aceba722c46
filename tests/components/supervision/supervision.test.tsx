/**
 * 监管 (issue 18 D; spec 2.7 supervision screens): the bodies each view sends (audience, subject,
 * filters), the supervised-limit highlight, 导出 with the last search's filters, 确认 with its
 * remark, refusals showing the server's text (spec 7.1), and sup:export / sup:ack hiding their
 * buttons (spec 6).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BALANCES,
  FLOW,
  PATHS,
  TOTALS,
  alert,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingDownload,
  recordingPost,
  renderBoss,
  renderCustomer,
  renderSupplier,
  seedDictionaries,
} from './harness';

const ACKNOWLEDGED = alert({
  alertStatus: '01',
  ackUser: '系统管理员',
  ackTime: '2026-11-25 10:15:30',
  ackRemark: '已联系客户核实',
});

const answers = () => ({
  [PATHS.balances]: capOk(listBody(BALANCES, { totals: TOTALS })),
  [PATHS.flows]: capOk(listBody([FLOW])),
  [PATHS.alerts]: capOk(
    listBody([
      alert(),
      alert({
        alertNo: 'AL20261124113000004',
        alertStatus: '01',
        ackUser: '周琳',
        ackTime: '2026-11-24 14:05:12',
        ackRemark: '已电话核实',
      }),
    ]),
  ),
  [PATHS.alertAck]: capOk(ACKNOWLEDGED, '确认成功'),
  [PATHS.customers]: capOk(
    listBody([
      {
        cusCode: 'C202611000123',
        cusName: '杭州云栖便利店有限公司',
        cusType: '01',
        cusStatus: '02',
      },
    ]),
  ),
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const flowSearch = () => screen.getByRole('search', { name: '资金流水查询条件' });
const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  seedDictionaries();
  grant(['sup:export', 'sup:ack']);
  URL.createObjectURL = vi.fn(() => 'blob:flows');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('平台监管', { timeout: 120_000 }, () => {
  it('reads the balances with audience 01, shows the totals and highlights an account under its limit', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    expect(callsTo(PATHS.balances)[0]).toMatchObject({
      payload: { audience: '01' },
      page: { pageNum: 1, pageSize: 10 },
    });
    const cards = within(screen.getByRole('region', { name: '监管余额汇总' }));
    expect(cards.getByText('1,641,830.45')).toBeInTheDocument();
    expect(cards.getByText('1,591,830.45')).toBeInTheDocument();
    expect(cards.getByText('900,000.00')).toBeInTheDocument();
    expect(cards.getByText('1 个')).toBeInTheDocument();
    expect(
      within(rowOf('6218802000000137')).getByText('低于监管额度 · 差额 43,800.00 元'),
    ).toBeInTheDocument();
    expect(within(rowOf('6218801000000121')).queryByText(/低于监管额度/)).not.toBeInTheDocument();
    // Balance and available are equal when nothing is frozen.
    expect(within(rowOf('6218801000000121')).getAllByText('1,285,630.45')).toHaveLength(2);
    expect(await within(rowOf('6218802000000137')).findByText('网联')).toBeInTheDocument();
  });

  it('says the balances could not be read, and reads again on 重试', async () => {
    let refuse = true;
    const { post, callsTo } = recordingPost({
      ...answers(),
      [PATHS.balances]: () =>
        refuse
          ? capRefused('交易失败:参数校验不通过')
          : capOk(listBody(BALANCES, { totals: TOTALS })),
    });
    renderBoss(post);
    expect(
      await screen.findByText('交易失败:参数校验不通过', {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('监管余额读取失败')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('6218802000000137');
    expect(callsTo(PATHS.balances)).toHaveLength(2);
  });

  it('reads the flows of the last 30 days, then what the search form asks, amounts as yuan', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('资金流水');
    await screen.findByText('F20261125023015002');
    expect(callsTo(PATHS.flows)[0]?.payload).toEqual({
      audience: '01',
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
    });
    const flow = rowOf('F20261125023015002');
    expect(within(flow).getByText('-300,000.00')).toBeInTheDocument();
    expect(
      within(flow).getByText('舟山海通物流有限公司 / 6228 **** **** 7713'),
    ).toBeInTheDocument();

    const search = within(flowSearch());
    fireEvent.change(search.getByLabelText('最小金额'), { target: { value: '10000' } });
    fireEvent.change(search.getByLabelText('最大金额'), { target: { value: '300000.5' } });
    fireEvent.change(search.getByLabelText('账号'), { target: { value: ' 6218801000000358 ' } });
    fireEvent.click(search.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(PATHS.flows)).toHaveLength(2));
    expect(callsTo(PATHS.flows)[1]).toMatchObject({
      payload: {
        audience: '01',
        beginDate: '2026-10-27',
        endDate: '2026-11-25',
        minAmount: '10000.00',
        maxAmount: '300000.50',
        acctNo: '6218801000000358',
      },
      page: { pageNum: 1 },
    });
  });

  it('refuses an amount range upside down before sending, keeping what was typed', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('资金流水');
    await screen.findByText('F20261125023015002');
    const search = within(flowSearch());
    fireEvent.change(search.getByLabelText('最小金额'), { target: { value: '500.01' } });
    fireEvent.change(search.getByLabelText('最大金额'), { target: { value: '500' } });
    fireEvent.click(search.getByRole('button', { name: /查\s*询/ }));
    expect(await search.findByText('最小金额不能大于最大金额')).toBeInTheDocument();
    fireEvent.change(search.getByLabelText('最大金额'), { target: { value: '5x' } });
    fireEvent.click(search.getByRole('button', { name: /查\s*询/ }));
    expect(await search.findByText('请输入正确的金额')).toBeInTheDocument();
    expect(search.getByLabelText('最小金额')).toHaveValue('500.01');
    expect(callsTo(PATHS.flows)).toHaveLength(1);
  });

  it('导出 sends the last search with the audience and saves the server’s file', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { post, callsTo } = recordingPost(answers());
    const exporter = recordingDownload({
      success: true,
      code: 200,
      message: '',
      result: { blob: new Blob(['xlsx']), fileName: '监管资金流水.xlsx' },
    });
    renderBoss(post, exporter.download);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('资金流水');
    await screen.findByText('F20261125023015002');
    const search = within(flowSearch());
    fireEvent.change(search.getByLabelText('最小金额'), { target: { value: '10000' } });
    fireEvent.click(search.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(PATHS.flows)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(names).toEqual(['监管资金流水.xlsx']));
    expect(exporter.calls).toEqual([
      {
        path: PATHS.flowExport,
        payload: {
          audience: '01',
          beginDate: '2026-10-27',
          endDate: '2026-11-25',
          minAmount: '10000.00',
        },
      },
    ]);
  });

  it('a refused export shows the server’s text and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { post } = recordingPost(answers());
    const exporter = recordingDownload({
      success: false,
      code: 'E4602',
      message: '导出失败:导出数据超过50000条，请缩小查询范围',
      result: null,
    });
    renderBoss(post, exporter.download);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('资金流水');
    fireEvent.click(await screen.findByRole('button', { name: /导\s*出/ }));
    expect(
      await screen.findByText('导出失败:导出数据超过50000条，请缩小查询范围'),
    ).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('确认 sends the alert and the remark, then the row shows 已确认 with user and time', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('监管预警');
    await screen.findByText('AL20261125023016001');
    expect(callsTo(PATHS.alerts)[0]?.payload).toEqual({ audience: '01' });
    expect(
      within(rowOf('AL20261124113000004')).getByText('周琳 2026-11-24 14:05:12'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('AL20261124113000004')).queryByRole('button', { name: /确\s*认/ }),
    ).toBeNull();

    fireEvent.click(within(rowOf('AL20261125023016001')).getByRole('button', { name: /确\s*认/ }));
    expect(
      within(dialog()).getByText(/确认预警「AL20261125023016001」（大额转出）已处理？/),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText('确认备注'), {
      target: { value: ' 已联系客户核实 ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*认$/ }));
    await waitFor(() => expect(callsTo(PATHS.alertAck)).toHaveLength(1));
    expect(callsTo(PATHS.alertAck)[0]?.payload).toEqual({
      audience: '01',
      alertNo: 'AL20261125023016001',
      remark: '已联系客户核实',
    });
    expect(await screen.findByText('确认成功')).toBeInTheDocument();
    const row = rowOf('AL20261125023016001');
    expect(await within(row).findByText('系统管理员 2026-11-25 10:15:30')).toBeInTheDocument();
    expect(within(row).getByText('已确认')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /确\s*认/ })).toBeNull();
  });

  it('a refused 确认 keeps the dialog and the remark and shows the server’s text', async () => {
    const { post, callsTo } = recordingPost({
      ...answers(),
      [PATHS.alertAck]: capRefused('确认失败:该预警已由周琳于2026-11-24 14:05:12确认'),
    });
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('监管预警');
    await screen.findByText('AL20261125023016001');
    fireEvent.click(within(rowOf('AL20261125023016001')).getByRole('button', { name: /确\s*认/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*认$/ }));
    expect(
      await screen.findByText('确认失败:该预警已由周琳于2026-11-24 14:05:12确认'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.alertAck)[0]?.payload).toEqual({
      audience: '01',
      alertNo: 'AL20261125023016001',
    });
    expect(dialog()).toBeVisible();
    expect(within(rowOf('AL20261125023016001')).getByText('未处理')).toBeInTheDocument();
  });

  // Two tabs of a page on a loaded two-core machine: past the suite's two minutes once.
  it('hides 导出 without sup:export and 确认 without sup:ack', { timeout: 300_000 }, async () => {
    grant([]);
    const { post } = recordingPost(answers());
    renderBoss(post);
    await screen.findByText('6218802000000137', {}, { timeout: 60_000 });
    openTab('资金流水');
    await screen.findByText('F20261125023015002');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    openTab('监管预警');
    await screen.findByText('AL20261125023016001');
    expect(screen.queryByRole('button', { name: /确\s*认/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

describe('客户监管 and 供应商监管', { timeout: 120_000 }, () => {
  it('asks for a customer first, then reads with audience 02 and the cusCode', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderCustomer(post);
    expect(
      await screen.findByText('请先选择要监管的客户', {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    const picker = screen.getByLabelText('监管客户');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('杭州云栖便利店有限公司（C202611000123）'));
    await screen.findByText('6218802000000137');
    expect(callsTo(PATHS.balances)).toHaveLength(1);
    expect(callsTo(PATHS.balances)[0]?.payload).toEqual({
      audience: '02',
      subjectCode: 'C202611000123',
    });
    openTab('监管预警');
    await screen.findByText('AL20261125023016001');
    expect(callsTo(PATHS.alerts)[0]?.payload).toEqual({
      audience: '02',
      subjectCode: 'C202611000123',
    });
  });

  it('asks for a supplier channel first and reads nothing until one is chosen', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderSupplier(post);
    expect(
      await screen.findByText('请先选择要监管的供应商渠道', {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.balances)).toHaveLength(0);
    fireEvent.mouseDown(screen.getByLabelText('监管渠道'));
    fireEvent.click(await screen.findByTitle('工商银行'));
    await screen.findByText('6218802000000137');
    expect(callsTo(PATHS.balances)[0]?.payload).toEqual({ audience: '03', subjectCode: 'ICBC' });
  });
});
