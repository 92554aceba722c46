/**
 * 客户信息 opened through a figure's link (issue 18 item 4): the link's `status` fills the page's
 * 客户状态 (cusStatus) and its agent the 所属代理, shown in the form and sent in the first
 * CusMastInfoInquiry; opened without a query it reads every customer, as from the menu.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listHref } from '../../../src/lib/listLinks';
import {
  ALL_CODES,
  INQUIRY,
  capOk,
  customer,
  grant,
  listBody,
  recordingPost,
  renderCustomers,
  seedDictionaries,
} from '../customer/harness';

const selected = (label: string) =>
  within(screen.getByRole('search', { name: '查询条件' }))
    .getByLabelText(label)
    .closest('.ant-select')
    ?.querySelector('.ant-select-selection-item')?.textContent;

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('客户信息 through a link', { timeout: 120_000 }, () => {
  it('starts filtered by the link’s status and agent', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    renderCustomers(post, undefined, listHref('customers', { status: '04', agentCode: 'AG002' }));
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(1));
    expect(callsTo(INQUIRY)[0]?.payload).toEqual({ cusStatus: '04', agentCode: 'AG002' });
    expect(selected('客户状态')).toBe('已停用');
    expect(selected('所属代理')).toBe('上海浦东代理');
  });

  it('reads every customer when opened without a query', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    renderCustomers(post, undefined, listHref('customers'));
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(1));
    expect(callsTo(INQUIRY)[0]?.payload).toEqual({});
    expect(selected('客户状态')).toBeUndefined();
  });
});
