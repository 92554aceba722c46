import { Button, Card, Empty, Table } from 'antd';
import { useState } from 'react';
import type { AcctNoRule } from '../../../providers/acct-api';
import { ACCOUNT_BUTTON } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { NumbersDialog } from './NumbersDialog';
import { useRuleColumns } from './ruleColumns';
import { RuleFormModal, type RuleFormState } from './RuleFormModal';
import { ACCTNO_TEXTS as TEXTS } from './texts';
import { useRuleList } from './useRuleList';
import { useRuleToggle } from './useRuleToggle';

/**
 * 账号生成 (issue 17 page 6): the account-number rules (prefix, channel, sequence, Luhn check
 * digit), 新增 / 编辑 / 启用 / 停用 and 生成 for holders of acctno:generate (spec 6), 预览 for all.
 */
export function AcctNoRuleListPage() {
  const list = useRuleList();
  const allowed = useAllowed();
  const maintain = allowed(ACCOUNT_BUTTON.acctNoGenerate);
  const toggle = useRuleToggle(list.refresh);
  const [formState, setFormState] = useState<RuleFormState>({ open: false });
  const [numbersRule, setNumbersRule] = useState<AcctNoRule>();
  const columns = useRuleColumns(maintain, (rule, action) => {
    if (action === 'edit') setFormState({ open: true, rule });
    else if (action === 'numbers') setNumbersRule(rule);
    else void toggle(rule);
  });

  return (
    <Card
      title={TEXTS.title}
      extra={
        maintain ? (
          <Button type="primary" onClick={() => setFormState({ open: true })}>
            {TEXTS.add}
          </Button>
        ) : null
      }
    >
      <Table<AcctNoRule>
        rowKey="ruleId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
      <RuleFormModal
        state={formState}
        onClose={() => setFormState({ open: false })}
        onSaved={() => {
          setFormState({ open: false });
          list.refresh();
        }}
      />
      {numbersRule ? (
        <NumbersDialog
          rule={numbersRule}
          onClose={() => setNumbersRule(undefined)}
          onGenerated={list.refresh}
        />
      ) : null}
    </Card>
  );
}
