import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Row, Select, Space } from 'antd';
import {
  changeRule,
  DEFAULT_RULE,
  RULE_LABELS,
  selectField,
  type QueryField,
  type QueryRow,
  type SuperQueryRule,
} from '../../lib/superQuery/conditions';
import { ValueInput } from './ValueInput';

interface ConditionRowProps {
  row: QueryRow;
  index: number;
  fields: readonly QueryField[];
  onChange: (row: QueryRow) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * spec 5.4: only 等于 is offered; a loaded condition with another rule shows that rule too, so
 * the user sees it and can switch to 等于 (leaving 'in' keeps the first value).
 */
function ruleOptions(current: SuperQueryRule) {
  const rules = current === DEFAULT_RULE ? [DEFAULT_RULE] : [DEFAULT_RULE, current];
  return rules.map((rule) => ({ value: rule, label: RULE_LABELS[rule] }));
}

/** One field / rule / value row of the builder. */
export function ConditionRow({ row, index, fields, onChange, onAdd, onRemove }: ConditionRowProps) {
  const field = fields.find((item) => item.value === row.field);
  const number = index + 1;
  return (
    <Row gutter={16} style={{ marginBottom: 12 }} role="group" aria-label={`条件${number}`}>
      <Col md={8} xs={24}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder="选择查询字段"
          aria-label="查询字段"
          style={{ width: '100%' }}
          value={row.field}
          options={fields.map((item) => ({ value: item.value, label: item.text }))}
          onChange={(value: string | undefined) =>
            onChange(
              selectField(
                row,
                fields.find((item) => item.value === value),
              ),
            )
          }
        />
      </Col>
      <Col md={4} xs={24}>
        <Select
          placeholder="匹配规则"
          aria-label="匹配规则"
          style={{ width: '100%' }}
          value={row.rule}
          options={ruleOptions(row.rule)}
          onChange={(rule: SuperQueryRule) => onChange(changeRule(row, rule))}
        />
      </Col>
      <Col md={8} xs={24}>
        <ValueInput
          row={row}
          options={field?.options}
          onChange={(val) => onChange({ ...row, val })}
        />
      </Col>
      <Col md={4} xs={24}>
        <Space>
          <Button icon={<PlusOutlined />} aria-label="添加条件" onClick={onAdd} />
          <Button icon={<MinusOutlined />} aria-label="删除条件" onClick={onRemove} />
        </Space>
      </Col>
    </Row>
  );
}
