import { Button, Form, Input, Space, Typography } from 'antd';
import { CUS_STATUS, splitTotal } from '../../../src/lib/customer';
import { formatPercent } from '../../../src/lib/money';
import { CustomerPicker } from '../customer/CustomerPicker';
import { splitRulesOf, type SplitRow } from './feeForm';
import { issueRule, listIssueRule } from './feeRules';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';

/**
 * 分账规则: receivers (customers in force, CustomerPicker) and their ratios, percent with up to 2
 * places, at most 100 % together (validateSplits' message on the list), the total shown live.
 */
export function SplitRulesField({ today }: { today: string }) {
  const form = Form.useFormInstance();
  const rows = Form.useWatch<SplitRow[] | undefined>('splits', form) ?? [];
  const total = formatPercent(splitTotal(splitRulesOf({ splits: rows })));
  return (
    <Form.Item label={TEXTS.splits}>
      <Form.List name="splits" rules={[listIssueRule(form, ['splits'], today)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'receiver']}
                  rules={[issueRule(['splits', field.name, 'receiver'], today)]}
                >
                  <CustomerPicker
                    id={`fee-split-receiver-${index}`}
                    cusStatus={CUS_STATUS.active}
                    placeholder={`第${index + 1}个分账方：输入客户名称搜索`}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'ratio']}
                  rules={[issueRule(['splits', field.name, 'ratio'], today)]}
                >
                  <Input aria-label={`第${index + 1}个分账比例（%）`} suffix="%" />
                </Form.Item>
                <Button type="link" onClick={() => remove(field.name)}>
                  {TEXTS.remove}
                </Button>
              </Space>
            ))}
            <Space>
              <Button type="dashed" onClick={() => add({})}>
                {TEXTS.addSplit}
              </Button>
              <Typography.Text type="secondary">{TEXTS.splitTotal(total)}</Typography.Text>
            </Space>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
