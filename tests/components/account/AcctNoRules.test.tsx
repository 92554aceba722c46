/**
 * 账号生成 (issue 17 page 6): the rules with dictionary texts; 预览 (AcctNoPreview) showing the
 * server's numbers beside the console's own (previewAccountNos) with their Luhn check; 生成
 * (AcctNoGenerate) only after a confirmation and only with acctno:generate (spec 6); a refused
 * generation or save keeps the input and shows the server's text (spec 7.1); 新增 validated by
 * acctNoRuleIssues and the contract's bounds.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  GENERATE,
  PREVIEW,
  RULES,
  RULE_ADDITION,
  capOk,
  capRefused,
  choose,
  grant,
  listBody,
  recordingPost,
  renderRules,
  rule,
  seedAccountDictionaries,
} from './harness';

const disabled = rule({
  ruleId: 'R002',
  ruleName: '网联待清算户（旧）',
  prefix: '6219',
  channelCode: 'NUCC',
  acctType: '02',
  seqWidth: 8,
  nextSeq: 2051,
  ruleStatus: '0',
});

const NUMBERS = [
  '621880100000000139',
  '621880100000000147',
  '621880100000000154',
  '621880100000000162',
  '621880100000000170',
];
const batch = (acctNos: string[], nextSeq: number) =>
  capOk({ ruleId: 'R001', count: acctNos.length, acctNos, nextSeq }, '生成成功');

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog', { name: /账号预览与生成/ });

async function openNumbers(post: Parameters<typeof renderRules>[0]) {
  renderRules(post);
  const row = await waitFor(() => rowOf('银联基本户'));
  fireEvent.click(within(row).getByRole('button', { name: '预览 / 生成' }));
  return dialog();
}

beforeEach(() => {
  seedAccountDictionaries();
  grant(['acctno:generate']);
});

describe('账号生成', { timeout: 120_000 }, () => {
  it('lists the rules with their channel, type and status texts', async () => {
    const { post, callsTo } = recordingPost({ [RULES]: capOk(listBody([rule(), disabled])) });
    renderRules(post);
    const enabledRow = await waitFor(() => rowOf('银联基本户'));
    expect(callsTo(RULES)[0]?.page).toMatchObject({ pageNum: 1 });
    expect(within(enabledRow).getByText('银联')).toBeInTheDocument();
    expect(within(enabledRow).getByText('启用')).toBeInTheDocument();
    expect(within(enabledRow).getByRole('button', { name: '停用' })).toBeInTheDocument();
    const disabledRow = rowOf('网联待清算户（旧）');
    expect(within(disabledRow).getByText('停用')).toBeInTheDocument();
    expect(within(disabledRow).getByText('待清算户')).toBeInTheDocument();
    expect(within(disabledRow).getByText('2051')).toBeInTheDocument();
  });

  it("预览 shows the server's numbers, each passing Luhn and equal to the console's own", async () => {
    const { post, callsTo } = recordingPost({
      [RULES]: capOk(listBody([rule()])),
      // The fourth number's check digit is wrong: the page must tell.
      [PREVIEW]: batch([...NUMBERS.slice(0, 3), '621880100000000163', NUMBERS[4] ?? ''], 13),
    });
    const numbers = await openNumbers(post);
    fireEvent.click(within(numbers).getByRole('button', { name: /预\s*览/ }));
    await within(numbers).findByText('预览结果（未占用序号）');
    expect(callsTo(PREVIEW)[0]?.payload).toEqual({ ruleId: 'R001', count: 5 });
    expect(callsTo(GENERATE)).toHaveLength(0);
    expect(within(numbers).getAllByText('通过')).toHaveLength(4);
    const wrong = within(numbers).getByText('621880100000000163').closest('tr') as HTMLElement;
    expect(within(wrong).getByText('未通过')).toBeInTheDocument();
    expect(within(wrong).getByText(/621880100000000162（与本地计算不一致）/)).toBeInTheDocument();
  });

  it('生成 asks first, then reserves the count and re-reads the rules', async () => {
    const { post, callsTo } = recordingPost({
      [RULES]: capOk(listBody([rule()])),
      [GENERATE]: batch(NUMBERS.slice(0, 3), 16),
    });
    const numbers = await openNumbers(post);
    fireEvent.change(within(numbers).getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(within(numbers).getByRole('button', { name: /生\s*成/ }));
    const confirm = await screen.findByText(/确定按规则「银联基本户」生成3个账号吗/);
    expect(callsTo(GENERATE)).toHaveLength(0);
    const confirmBox = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirmBox).getByRole('button', { name: /确\s*定/ }));

    await within(numbers).findByText('已生成3个账号，下一序号 16');
    expect(callsTo(GENERATE)[0]?.payload).toEqual({ ruleId: 'R001', count: 3 });
    expect(within(numbers).getAllByText('通过')).toHaveLength(3);
    expect(within(numbers).queryByText(/不一致/)).toBeNull();
    await waitFor(() => expect(callsTo(RULES)).toHaveLength(2));
  });

  it('a refused generation keeps the count and shows the server text', async () => {
    const { post, callsTo } = recordingPost({
      [RULES]: capOk(listBody([rule()])),
      [GENERATE]: capRefused('生成失败:规则R001已停用，请先启用'),
    });
    const numbers = await openNumbers(post);
    fireEvent.change(within(numbers).getByLabelText('数量'), { target: { value: '7' } });
    fireEvent.click(within(numbers).getByRole('button', { name: /生\s*成/ }));
    const confirm = await screen.findByText(/生成7个账号吗/);
    const confirmBox = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirmBox).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('生成失败:规则R001已停用，请先启用')).toBeInTheDocument();
    expect(callsTo(GENERATE)).toHaveLength(1);
    expect(within(dialog()).getByLabelText('数量')).toHaveValue('7');
  });

  it('without acctno:generate: 预览 only, no 新增, 编辑, 停用 or 生成', async () => {
    grant([]);
    const { post } = recordingPost({ [RULES]: capOk(listBody([rule()])) });
    const numbers = await openNumbers(post);
    expect(within(numbers).getByRole('button', { name: /预\s*览/ })).toBeInTheDocument();
    expect(within(numbers).queryByRole('button', { name: /生\s*成/ })).toBeNull();
    const row = rowOf('银联基本户');
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '停用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增规则' })).toBeNull();
  });

  it('新增 checks the rule, sends it, and keeps the input when refused', async () => {
    const { post, callsTo } = recordingPost({
      [RULES]: capOk(listBody([rule()])),
      [RULE_ADDITION]: capRefused('新增失败:前缀6217与渠道CCB的规则已存在'),
    });
    renderRules(post);
    await waitFor(() => rowOf('银联基本户'));
    fireEvent.click(screen.getByRole('button', { name: '新增规则' }));
    const form = await screen.findByRole('dialog', { name: '新增账号规则' });
    fireEvent.change(within(form).getByLabelText('前缀'), { target: { value: '62a' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('前缀须为2-8位数字')).toBeInTheDocument();
    expect(within(form).getByText('请输入规则名称')).toBeInTheDocument();
    expect(callsTo(RULE_ADDITION)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('规则名称'), { target: { value: '建行分账户' } });
    fireEvent.change(within(form).getByLabelText('前缀'), { target: { value: '6217' } });
    await choose(form, '渠道', '建设银行');
    await choose(form, '账户类型', '保证金户');
    fireEvent.change(within(form).getByLabelText('序号位数'), { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(callsTo(RULE_ADDITION)).toHaveLength(1));
    expect(callsTo(RULE_ADDITION)[0]?.payload).toEqual({
      ruleName: '建行分账户',
      prefix: '6217',
      channelCode: 'CCB',
      acctType: '03',
      seqWidth: 9,
      nextSeq: 1,
      checkDigit: 'LUHN',
      ruleStatus: '1',
      remark: null,
    });
    expect(await screen.findByText('新增失败:前缀6217与渠道CCB的规则已存在')).toBeInTheDocument();
    expect(within(form).getByLabelText('规则名称')).toHaveValue('建行分账户');
    expect(within(form).getByLabelText('前缀')).toHaveValue('6217');
  });
});
