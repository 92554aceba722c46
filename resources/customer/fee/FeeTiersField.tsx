import { Button, Form, Input, Space } from 'antd';
import { issueRule, listIssueRule } from './feeRules';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';

/** 阶梯 tiers: ascending 金额上限 (the last one open) and the rate of each (issue 16 codes). */
export function FeeTiersField({ today }: { today: string }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label={TEXTS.tiers} required>
      <Form.List name="tiers" rules={[listIssueRule(form, ['tiers'], today)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'upTo']}
                  rules={[issueRule(['tiers', field.name, 'upTo'], today)]}
                >
                  <Input
                    aria-label={`第${index + 1}档金额上限（元）`}
                    placeholder={TEXTS.tierOpen}
                    prefix="≤"
                    suffix="元"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'rate']}
                  rules={[issueRule(['tiers', field.name, 'rate'], today)]}
                >
                  <Input aria-label={`第${index + 1}档费率（%）`} suffix="%" />
                </Form.Item>
                <Button type="link" onClick={() => remove(field.name)}>
                  {TEXTS.remove}
                </Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({})}>
              {TEXTS.addTier}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
