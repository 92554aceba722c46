/**
 * 批量代付审核 opened through a figure's link (issue 18 item 4): the link's batch status replaces
 * the page's 01 待审核, shown in the form and sent in the first BatchPayInquiry; from the menu
 * (no query) it still asks for 01 and shows it; 重置 returns to 01.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BatchPayAuditPage } from '../../../resources/account/batch/BatchPayAuditPage';
import { listHref } from '../../../src/lib/listLinks';
import { PATHS, batch, listOf, recordingPost, renderWithApi, signIn } from '../batch-pay/harness';

const search = () => within(screen.getByRole('search', { name: '查询条件' }));
const selected = (label: string) =>
  search().getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-selection-item')
    ?.textContent;

function openAt(at: string) {
  const recorder = recordingPost({ [PATHS.inquiry]: listOf([batch()]) });
  renderWithApi(<BatchPayAuditPage />, recorder.post, undefined, at);
  return recorder;
}

beforeEach(() => signIn('admin', ['batch:audit']));

describe('批量代付审核 through a link', { timeout: 120_000 }, () => {
  it('starts with the link’s status in the form and the first request', async () => {
    const { callsTo } = openAt(listHref('batchPayAudit', { batchStatus: '05' }));
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(1));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ batchStatus: '05' });
    expect(selected('批次状态')).toBe('已驳回');
  });

  it('opens on 01 待审核 without a query, and 重置 returns to it', async () => {
    const { callsTo } = openAt('/merchant/batchPayAuditList');
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(1));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ batchStatus: '01' });
    expect(selected('批次状态')).toBe('待审核');
    fireEvent.click(search().getByRole('button', { name: /重\s*置/ }));
    expect(selected('批次状态')).toBe('待审核');
    await waitFor(() => expect(callsTo(PATHS.inquiry).length).toBeGreaterThan(0));
    expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({ batchStatus: '01' });
  });
});
