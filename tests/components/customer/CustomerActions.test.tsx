/**
 * The row actions of 客户信息 (issue 16): those the status allows (customerActions), behind the
 * spec 6 codes cus:edit / cus:audit (hidden without them, as 新增 without cus:add), a confirmation,
 * a required reason for 驳回 / 停用 / 启用, the CusStatusModify request and the server's text.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  INQUIRY,
  STATUS_MODIFY,
  capOk,
  capRefused,
  customer,
  grant,
  listBody,
  recordingPost,
  renderCustomers,
  rowOf,
  seedDictionaries,
} from './harness';

const BY_STATUS = [
  { status: '00', name: '草稿客户', actions: ['编辑', '提交审核'] },
  { status: '01', name: '待审核客户', actions: ['审核通过', '驳回'] },
  { status: '02', name: '已生效客户', actions: ['停用'] },
  { status: '03', name: '已驳回客户', actions: ['编辑', '提交审核'] },
  { status: '04', name: '已停用客户', actions: ['启用'] },
] as const;

const ROWS = BY_STATUS.map(({ status, name }, index) =>
  customer({ cusCode: `C20261100012${index}`, cusName: name, cusStatus: status }),
);

/** The links of the row's 操作 column. */
const linksOf = (name: string) =>
  [...rowOf(name).querySelectorAll('td:last-child button')].map((link) => link.textContent);

const dialog = () => screen.getByRole('dialog');
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => seedDictionaries());

describe('customer row actions', { timeout: 120_000 }, () => {
  it.each(BY_STATUS)('offers $actions for status $status', async ({ name, actions }) => {
    grant(ALL_CODES);
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderCustomers(post);
    await waitFor(() => rowOf(name));
    expect(linksOf(name)).toEqual(actions);
  });

  it('hides the buttons whose code the user lacks (spec 6)', async () => {
    grant(['cus:edit']);
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody(ROWS)) });
    renderCustomers(post);
    await waitFor(() => rowOf('待审核客户'));
    expect(linksOf('待审核客户')).toEqual([]);
    expect(linksOf('草稿客户')).toEqual(['编辑', '提交审核']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });

  it('asks for the reason of 驳回, sends it and shows the server text', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody(ROWS)),
      [STATUS_MODIFY]: capOk(customer({ cusStatus: '03' }), '已驳回'),
    });
    renderCustomers(post);
    fireEvent.click(within(await waitFor(() => rowOf('待审核客户'))).getByText('驳回'));
    expect(
      await within(dialog()).findByText('确定要对客户「待审核客户」执行“驳回”吗？'),
    ).toBeInTheDocument();

    confirm();
    expect(await within(dialog()).findByText('请输入原因')).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('原因'), {
      target: { value: '法人身份证国徽面照片模糊' },
    });
    confirm();
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY).map((call) => call.payload)).toStrictEqual([
      { cusCode: 'C202611000121', action: 'reject', reason: '法人身份证国徽面照片模糊' },
    ]);
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
  });

  it('submits without a reason and keeps the dialog when the server refuses', async () => {
    grant(ALL_CODES);
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody(ROWS)),
      [STATUS_MODIFY]: capRefused('操作失败:客户当前状态为已停用，不能审核'),
    });
    renderCustomers(post);
    fireEvent.click(within(await waitFor(() => rowOf('草稿客户'))).getByText('提交审核'));
    await within(dialog()).findByText('确定要对客户「草稿客户」执行“提交审核”吗？');
    expect(within(dialog()).queryByLabelText('原因')).not.toBeInTheDocument();

    confirm();
    expect(await screen.findByText('操作失败:客户当前状态为已停用，不能审核')).toBeInTheDocument();
    expect(callsTo(STATUS_MODIFY).map((call) => call.payload)).toStrictEqual([
      { cusCode: 'C202611000120', action: 'submit' },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
