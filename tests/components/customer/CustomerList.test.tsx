/**
 * 客户信息 list (issue 16 page 1): the CusMastInfoInquiry request a search sends (only the filled
 * filters: Prism and the server refuse an empty enum), dictionary texts, masked values as sent,
 * 共 N 条 and a refused read shown with the server's text (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  INQUIRY,
  capOk,
  capRefused,
  choose,
  customer,
  grant,
  listBody,
  recordingPost,
  renderCustomers,
  rowOf,
  seedDictionaries,
} from './harness';

const ROWS = [
  customer(),
  customer({
    cusCode: 'C202611000126',
    cusName: '张敏',
    cusType: '03',
    certType: '02',
    certNo: '330106********0021',
    contactMobile: '158****6610',
    cusStatus: '03',
    agentCode: 'AG002',
  }),
];

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

// antd forms and selects are slow on the loaded two-core machine.
describe('客户信息 list', { timeout: 120_000 }, () => {
  it('reads the first page without filters and shows codes through their dictionaries', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderCustomers(post);

    const row = await waitFor(() => rowOf('张敏'));
    expect(callsTo(INQUIRY)[0]).toMatchObject({ payload: {}, page: { pageNum: 1, pageSize: 10 } });
    expect(within(row).getByText('个人')).toBeInTheDocument();
    expect(within(row).getByText('已驳回')).toBeInTheDocument();
    expect(within(row).getByText('上海浦东代理')).toBeInTheDocument();
    // masked values as the server sent them
    expect(within(row).getByText('330106********0021')).toBeInTheDocument();
    expect(within(row).getByText('158****6610')).toBeInTheDocument();
    const first = rowOf('杭州云栖便利店有限公司');
    expect(within(first).getByText('企业')).toBeInTheDocument();
    expect(within(first).getByText('已生效')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('searches with the filled filters only, from the first page', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderCustomers(post);
    await waitFor(() => rowOf('张敏'));

    const search = screen.getByRole('search', { name: '查询条件' });
    fireEvent.change(within(search).getByLabelText('客户名称'), { target: { value: ' 杭州 ' } });
    fireEvent.change(within(search).getByLabelText('证件号码'), { target: { value: '91330106' } });
    await choose(search, '客户状态', '已生效');
    await choose(search, '客户类型', '企业');
    await choose(search, '所属代理', '杭州西湖代理');
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
    expect(callsTo(INQUIRY)[1]).toStrictEqual({
      path: INQUIRY,
      payload: {
        cusName: '杭州',
        certNo: '91330106',
        cusType: '01',
        cusStatus: '02',
        agentCode: 'AG001',
      },
      page: { pageNum: 1, pageSize: 10 },
    });
  });

  it('shows the server text of a refused read', async () => {
    const { post } = recordingPost({ [INQUIRY]: capRefused('查询失败:客户服务暂不可用') });
    renderCustomers(post);
    expect(await screen.findByText('查询失败:客户服务暂不可用')).toBeInTheDocument();
  });
});
