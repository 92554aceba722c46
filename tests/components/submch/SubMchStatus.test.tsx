/**
 * 启用 / 停用 a sub-merchant (issue 18 A): a confirmation naming it, a required reason, the
 * SubMchStatusModify request, the server's text, the dialog and reason kept on refusal and one call
 * at a time.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  INQUIRY,
  STATUS_MODIFY,
  capOk,
  capRefused,
  confirm,
  dialog,
  grant,
  listBody,
  recordingPost,
  renderSubMchs,
  rowOf,
  seedDictionaries,
  subMch,
  typeIn,
} from './harness';

const ENABLED = subMch({ mchCode: 'M202611000201', mchName: '已启用商户', status: '01' });
const DISABLED = subMch({ mchCode: 'M202611000202', mchName: '已停用商户', status: '02' });
const REASON = '加盟合同到期未续签，暂停收单';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

async function open(name: string, action: string) {
  fireEvent.click(within(await waitFor(() => rowOf(name))).getByText(action));
  return within(dialog()).findByText(`确定要${action}子商户「${name}」吗？`);
}

describe('sub-merchant enable / disable', { timeout: 120_000 }, () => {
  it('asks for the reason of 停用, sends it once and shows the server text', async () => {
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody([ENABLED, DISABLED])),
      [STATUS_MODIFY]: capOk({ ...ENABLED, status: '02' }, '停用成功'),
    });
    renderSubMchs(post);
    await open('已启用商户', '停用');

    confirm();
    expect(await within(dialog()).findByText('请输入原因')).toBeInTheDocument();
    typeIn('原因', '   ');
    confirm();
    expect(await within(dialog()).findByText('请输入原因')).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY)).toHaveLength(0);

    typeIn('原因', ` ${REASON} `);
    confirm();
    confirm();
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY).map((call) => call.payload)).toStrictEqual([
      { mchCode: 'M202611000201', action: 'disable', reason: REASON },
    ]);
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
  });

  it('keeps the dialog and the reason when the server refuses 启用', async () => {
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody([ENABLED, DISABLED])),
      [STATUS_MODIFY]: capRefused('启用失败:子商户当前状态为已启用，不能重复启用'),
    });
    renderSubMchs(post);
    await open('已停用商户', '启用');
    typeIn('原因', '已续签加盟合同');
    confirm();

    expect(
      await screen.findByText('启用失败:子商户当前状态为已启用，不能重复启用'),
    ).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY).map((call) => call.payload)).toStrictEqual([
      { mchCode: 'M202611000202', action: 'enable', reason: '已续签加盟合同' },
    ]);
    expect(within(dialog()).getByLabelText('原因')).toHaveValue('已续签加盟合同');
    expect(callsTo(INQUIRY)).toHaveLength(1);
  });
});
