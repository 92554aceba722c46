import type { AcctNoRule } from '../../../providers/acct-api';
import { ACCTNO_RULE_STATUS } from '../../../src/lib/account';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useAcctApi } from '../../account/account/acctApiContext';
import { ruleFieldsOf, ruleFormValues } from './ruleForm';
import { ACCTNO_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 启用 / 停用 of a rule after a confirmation: AcctNoRuleUpdating with the rule as it is and the
 * other status; a refusal shows the server's text.
 */
export function useRuleToggle(onDone: () => void) {
  const api = useAcctApi();
  const { message, modal } = useAppFeedback();
  return async (rule: AcctNoRule) => {
    const enabling = rule.ruleStatus !== ACCTNO_RULE_STATUS.enabled;
    const label = enabling ? TEXTS.enable : TEXTS.disable;
    const fields = ruleFieldsOf({
      ...ruleFormValues(rule),
      ruleStatus: enabling ? ACCTNO_RULE_STATUS.enabled : ACCTNO_RULE_STATUS.disabled,
    });
    if (!fields) return;
    const confirmed = await modal.confirm({
      title: label,
      content: TEXTS.statusConfirm(label, rule.ruleName),
      okText: '确定',
      cancelText: '取消',
    });
    if (!confirmed) return;
    const outcome = await api.updateRule(rule.ruleId, fields);
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message);
      return;
    }
    void message.success(outcome.message || OPERATION_SUCCEEDED);
    onDone();
  };
}
