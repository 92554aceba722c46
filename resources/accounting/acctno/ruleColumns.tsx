import { Button, Space, type TableColumnsType } from 'antd';
import type { AcctNoRule } from '../../../providers/acct-api';
import { ACCOUNT_DICT, ACCTNO_RULE_STATUS } from '../../../src/lib/account';
import { DictTag } from '../../account/account/DictTag';
import { useDictText } from '../../customer/customer/useDictText';
import { ACCTNO_TEXTS as TEXTS, RULE_LABELS as LABELS } from './texts';

/** acctno_rule_status → colour: 停用, 启用. */
const RULE_STATUS_COLOUR: Readonly<Record<string, string>> = { '0': 'default', '1': 'success' };

export type RuleAction = 'edit' | 'numbers' | 'toggle';

/** The columns of 账号生成; `maintain` (acctno:generate) shows 编辑 and 启用 / 停用. */
export function useRuleColumns(
  maintain: boolean,
  onAction: (rule: AcctNoRule, action: RuleAction) => void,
): TableColumnsType<AcctNoRule> {
  const channelText = useDictText('cus_channel');
  const typeText = useDictText(ACCOUNT_DICT.acctType);
  const link = (rule: AcctNoRule, action: RuleAction, label: string) => (
    <Button
      key={action}
      type="link"
      size="small"
      autoInsertSpace={false}
      onClick={() => onAction(rule, action)}
    >
      {label}
    </Button>
  );
  return [
    { title: LABELS.ruleName, dataIndex: 'ruleName', width: 180 },
    { title: LABELS.prefix, dataIndex: 'prefix', width: 90 },
    {
      title: LABELS.channelCode,
      dataIndex: 'channelCode',
      width: 110,
      render: (code: string) => channelText(code),
    },
    {
      title: LABELS.acctType,
      dataIndex: 'acctType',
      width: 100,
      render: (code: string) => typeText(code),
    },
    { title: LABELS.seqWidth, dataIndex: 'seqWidth', width: 90, align: 'right' },
    { title: LABELS.nextSeq, dataIndex: 'nextSeq', width: 100, align: 'right' },
    {
      title: LABELS.ruleStatus,
      dataIndex: 'ruleStatus',
      width: 90,
      render: (code: string) => (
        <DictTag
          dictCode={ACCOUNT_DICT.acctNoRuleStatus}
          value={code}
          colours={RULE_STATUS_COLOUR}
        />
      ),
    },
    { title: LABELS.remark, dataIndex: 'remark', ellipsis: true },
    { title: LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      title: LABELS.actions,
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_: unknown, rule) => (
        <Space size="small" wrap>
          {link(rule, 'numbers', TEXTS.numbers)}
          {maintain ? link(rule, 'edit', TEXTS.edit) : null}
          {maintain
            ? link(
                rule,
                'toggle',
                rule.ruleStatus === ACCTNO_RULE_STATUS.enabled ? TEXTS.disable : TEXTS.enable,
              )
            : null}
        </Space>
      ),
    },
  ];
}
