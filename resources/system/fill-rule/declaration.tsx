/**
 * 填值规则 (spec 2.7 fill rules; JeecgBoot v3.4.3 SysFillRuleController, x-provisional in
 * openapi/sys.yaml): rules that generate values (order numbers, organisation codes) by a server
 * class with JSON parameters; 功能测试 runs one once.
 */
import type { components } from '../../../src/api/generated/sys';
import { uniqueColumnRules, type ListDeclaration } from '../../kit';
import { FillRuleTestDialog } from './FillRuleTestDialog';
import { ruleParamsRule } from './ruleParams';
import { fillRuleResource } from './resource';

export type FillRuleRecord = components['schemas']['SysFillRule'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const FILL_RULE_PERMISSIONS = {
  add: 'fillrule:add',
  edit: 'fillrule:edit',
  delete: 'fillrule:delete',
  batchDelete: 'fillrule:batch_delete',
} as const;

export const fillRuleDeclaration: ListDeclaration<FillRuleRecord> = {
  resource: fillRuleResource,
  title: '填值规则',
  columns: [
    { field: 'ruleName', title: '规则名称', sortable: true },
    { field: 'ruleCode', title: '规则编码', sortable: true },
    { field: 'ruleClass', title: '规则实现类', ellipsis: true },
    { field: 'ruleParams', title: '规则参数', ellipsis: true },
  ],
  search: [
    { kind: 'text', field: 'ruleName', label: '规则名称' },
    { kind: 'text', field: 'ruleCode', label: '规则编码' },
  ],
  form: {
    fields: [
      { kind: 'text', field: 'ruleName', label: '规则名称', required: true },
      {
        kind: 'text',
        field: 'ruleCode',
        label: '规则编码',
        required: true,
        // Forms name the rule by its code: unique and fixed once saved (JeecgBoot modal).
        readOnlyOnEdit: true,
        rules: uniqueColumnRules('sys_fill_rule', 'rule_code', '规则编码'),
      },
      { kind: 'text', field: 'ruleClass', label: '规则实现类', required: true },
      {
        kind: 'textarea',
        field: 'ruleParams',
        label: '规则参数',
        placeholder: '请输入JSON对象，如 {"prefix": "CN"}',
        rules: [ruleParamsRule],
      },
    ],
  },
  permissions: FILL_RULE_PERMISSIONS,
  rowActions: [
    {
      key: 'test',
      label: '功能测试',
      dialog: ({ record, onClose }) => (
        <FillRuleTestDialog ruleCode={record.ruleCode ?? ''} onClose={onClose} />
      ),
    },
  ],
};
