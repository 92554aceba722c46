/**
 * 分发审核 and the maker's 撤销 (issue 18 B, maker–checker as issue 17): the audit page opens on 00
 * 待审核, offers 审核通过 / 驳回 to another operator and never to the submitter, asks the reason of
 * 驳回, shows the server's refusals (selfAudit) keeping the dialog; 撤销 is the submitter's, after a
 * confirmation; buttons hide without their code (spec 6); the drawer shows items and audit trail.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  PATHS,
  capOk,
  capRefused,
  dialog,
  distribution,
  grant,
  linksOf,
  listBody,
  recordingPost,
  renderAudit,
  renderList,
  rowOf,
  seedSession,
  type,
} from './harness';

const ROWS = [
  distribution({ distNo: 'D-OTHER' }),
  distribution({ distNo: 'D-OWN', submitter: 'admin', submitterName: '系统管理员' }),
  distribution({
    distNo: 'D-PARTLY',
    distStatus: '03',
    auditor: 'admin',
    auditorName: '系统管理员',
    auditTime: '2026-11-26 11:30:02',
    auditRemark: '已核对',
  }),
];
const OK_BUTTON = { name: /确\s*定/ };

beforeEach(() => seedSession('admin'));

describe('分发审核', { timeout: 300_000 }, () => {
  it('opens on 待审核 and offers pass / reject to another operator only', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({ [PATHS.inquiry]: capOk(listBody(ROWS)) });
    renderAudit(post);
    await waitFor(() => rowOf('D-OTHER'));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ distStatus: '00' });
    expect(linksOf('D-OTHER')).toEqual(['详情', '审核通过', '驳回']);
    expect(linksOf('D-OWN')).toEqual(['详情']);
    expect(linksOf('D-PARTLY')).toEqual(['详情']);
    expect(rowOf('D-OTHER')).toHaveTextContent('10,000.00');
  });

  it('hides pass and reject without dist:audit', async () => {
    grant(['dist:add', 'dist:cancel']);
    renderAudit(recordingPost({ [PATHS.inquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('D-OTHER'));
    expect(linksOf('D-OTHER')).toEqual(['详情']);
  });

  it('passes after confirming, with the optional remark', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.pass]: capOk(distribution({ distStatus: '01' }), '审核通过:分发处理中'),
    });
    renderAudit(post);
    fireEvent.click(within(await waitFor(() => rowOf('D-OTHER'))).getByText('审核通过'));
    expect(
      within(dialog()).getByText(
        /确定要对分发单「D-OTHER」（合计 10,000.00 元）执行“审核通过”吗？/,
      ),
    ).toBeInTheDocument();
    type('审核意见', ' 已核对分润表 ');
    fireEvent.click(within(dialog()).getByRole('button', OK_BUTTON));
    await waitFor(() => expect(callsTo(PATHS.pass)).toHaveLength(1));
    expect(callsTo(PATHS.pass)[0]?.payload).toEqual({
      distNo: 'D-OTHER',
      auditRemark: '已核对分润表',
    });
    expect(await screen.findByText('审核通过:分发处理中')).toBeInTheDocument();
  });

  it('asks the reason of 驳回 and sends it', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.reject]: capOk(distribution({ distStatus: '05' }), '驳回成功'),
    });
    renderAudit(post);
    fireEvent.click(within(await waitFor(() => rowOf('D-OTHER'))).getByText('驳回'));
    fireEvent.click(within(dialog()).getByRole('button', OK_BUTTON));
    expect(await within(dialog()).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(callsTo(PATHS.reject)).toHaveLength(0);

    type('驳回原因', '分润比例与合同不符，请核对');
    fireEvent.click(within(dialog()).getByRole('button', OK_BUTTON));
    await waitFor(() => expect(callsTo(PATHS.reject)).toHaveLength(1));
    expect(callsTo(PATHS.reject)[0]?.payload).toEqual({
      distNo: 'D-OTHER',
      auditRemark: '分润比例与合同不符，请核对',
    });
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
  });

  it('shows the self-audit refusal and keeps the dialog and the remark', async () => {
    grant(ALL_CODES);
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.pass]: capRefused('不能复核本人提交的交易:提交人与审核人不能为同一操作员（admin）'),
    });
    renderAudit(post);
    fireEvent.click(within(await waitFor(() => rowOf('D-OTHER'))).getByText('审核通过'));
    type('审核意见', '已核对');
    fireEvent.click(within(dialog()).getByRole('button', OK_BUTTON));
    expect(
      await screen.findByText('不能复核本人提交的交易:提交人与审核人不能为同一操作员（admin）'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('审核意见')).toHaveValue('已核对');
  });

  it('shows the items with their results and the audit trail in the drawer', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.items]: capOk(
        listBody([
          {
            seqNo: 1,
            acctNo: '6218804000000281',
            acctName: '西湖龙井茶庄分账户',
            amount: '1800.00',
            itemStatus: '1',
          },
          {
            seqNo: 2,
            acctNo: '6218804000000323',
            acctName: '萧山鲜果铺分账户',
            amount: '500.00',
            itemStatus: '2',
            failReason: '收款账户已止付，入账失败',
          },
        ]),
      ),
    });
    renderAudit(post);
    fireEvent.click(within(await waitFor(() => rowOf('D-PARTLY'))).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('收款账户已止付，入账失败')).toBeInTheDocument();
    expect(callsTo(PATHS.items)[0]?.payload).toEqual({ distNo: 'D-PARTLY' });
    expect(within(drawer).getByText('1,800.00')).toBeInTheDocument();
    expect(within(drawer).getByText('失败')).toBeInTheDocument();
    expect(within(drawer).getByText('提交（周琳）')).toBeInTheDocument();
    expect(within(drawer).getByText('审核通过（系统管理员）')).toBeInTheDocument();
    expect(within(drawer).getByText('审核意见：已核对')).toBeInTheDocument();
    expect(within(drawer).getByText('处理结果：部分成功')).toBeInTheDocument();
  });
});

describe('资金分发: 撤销 and the button codes', { timeout: 300_000 }, () => {
  it('offers 撤销 on the own pending distribution only, and sends it after confirming', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.cancel]: capOk(distribution({ distStatus: '06' }), '撤销成功'),
    });
    renderList(post);
    await waitFor(() => rowOf('D-OWN'));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({});
    expect(linksOf('D-OWN')).toEqual(['详情', '撤销']);
    expect(linksOf('D-OTHER')).toEqual(['详情']);
    fireEvent.click(within(rowOf('D-OWN')).getByText('撤销'));
    expect(within(dialog()).getByText(/确定要对分发单「D-OWN」/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', OK_BUTTON));
    await waitFor(() => expect(callsTo(PATHS.cancel)).toHaveLength(1));
    expect(callsTo(PATHS.cancel)[0]?.payload).toEqual({ distNo: 'D-OWN' });
    expect(await screen.findByText('撤销成功')).toBeInTheDocument();
  });

  it('hides 新建分发 without dist:add and 撤销 without dist:cancel', async () => {
    grant(['dist:audit']);
    renderList(recordingPost({ [PATHS.inquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('D-OWN'));
    expect(linksOf('D-OWN')).toEqual(['详情']);
    expect(screen.queryByRole('button', { name: '新建分发' })).not.toBeInTheDocument();
  });
});
