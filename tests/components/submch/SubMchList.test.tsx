/**
 * 商户管理 list (issue 18 A): rows with their status through the submch_status dictionary, the row
 * actions each status allows (src/lib/submch), the spec 6 codes hiding 新建 and row actions, and
 * the filters a search sends.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  INQUIRY,
  actionsOf,
  capOk,
  grant,
  listBody,
  recordingPost,
  renderSubMchs,
  rowOf,
  seedDictionaries,
  subMch,
} from './harness';

const BY_STATUS = [
  { status: '00', name: '待审核商户', text: '待审核', actions: ['编辑', '启用'] },
  { status: '01', name: '已启用商户', text: '已启用', actions: ['编辑', '停用'] },
  { status: '02', name: '已停用商户', text: '已停用', actions: ['启用'] },
  { status: '03', name: '已驳回商户', text: '已驳回', actions: ['编辑'] },
] as const;

const ROWS = BY_STATUS.map(({ status, name }, index) =>
  subMch({ mchCode: `M20261100020${index}`, mchName: name, status }),
);

beforeEach(() => seedDictionaries());

describe('sub-merchant list', { timeout: 120_000 }, () => {
  it.each(BY_STATUS)(
    'shows status $status as 「$text」 and offers $actions',
    async ({ name, text, actions }) => {
      grant(ALL_CODES);
      const { post } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
      renderSubMchs(post);
      // The dictionary text follows the row once the cache is read.
      await waitFor(() =>
        expect(within(rowOf(name)).getByText(text, { selector: '.ant-tag' })).toBeInTheDocument(),
      );
      expect(actionsOf(name)).toEqual(actions);
    },
  );

  it('hides 新建 and the row actions whose code the user lacks (spec 6)', async () => {
    grant(['submch:disable']);
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderSubMchs(post);
    await waitFor(() => rowOf('已启用商户'));
    expect(actionsOf('已启用商户')).toEqual(['停用']);
    expect(actionsOf('已停用商户')).toEqual([]);
    expect(actionsOf('待审核商户')).toEqual([]);
    expect(screen.queryByRole('button', { name: /新\s*建/ })).not.toBeInTheDocument();
  });

  it('sends the search filters and starts at the first page', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderSubMchs(post);
    await waitFor(() => rowOf('已启用商户'));
    expect(callsTo(INQUIRY)[0]?.page).toEqual({ pageNum: 1, pageSize: 10 });

    fireEvent.change(screen.getByLabelText('商户名称'), { target: { value: ' 云栖 ' } });
    fireEvent.change(screen.getByLabelText('商户编号'), { target: { value: 'M202611000201' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
    expect(callsTo(INQUIRY)[1]?.payload).toStrictEqual({
      mchCode: 'M202611000201',
      mchName: '云栖',
    });
  });
});
