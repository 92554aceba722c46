/**
 * 编码校验规则 (spec 2.7 check rules, 5.4, 7.3; jeecg-contracts §2.9 checkByCode, §3 SysCheckRule;
 * JeecgBoot v3.4.3 SysCheckRuleController, x-provisional in openapi/sys.yaml). The rule array is
 * edited as JSON text and checked before it is sent; 功能测试 runs a value through the server check.
 */
import type { components } from '../../../src/api/generated/sys';
import { CodeEditor } from '../../../src/components/CodeEditor';
import { uniqueColumnRules, type ListDeclaration } from '../../kit';
import { CheckRuleTestDialog } from './CheckRuleTestDialog';
import { ruleJsonRule } from './ruleJson';
import { checkRuleResource } from './resource';

export type CheckRuleRecord = components['schemas']['SysCheckRule'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const CHECK_RULE_PERMISSIONS = {
  add: 'checkrule:add',
  edit: 'checkrule:edit',
  delete: 'checkrule:delete',
  batchDelete: 'checkrule:batch_delete',
} as const;

/** What a new rule starts with: one rule over the whole value, to be filled in. */
const RULE_JSON_TEMPLATE = '[\n  {"digits": "*", "pattern": "", "message": ""}\n]';

export const checkRuleDeclaration: ListDeclaration<CheckRuleRecord> = {
  resource: checkRuleResource,
  title: '编码校验规则',
  columns: [
    { field: 'ruleName', title: '规则名称', sortable: true },
    { field: 'ruleCode', title: '规则编码', sortable: true },
    { field: 'ruleDescription', title: '规则描述', ellipsis: true },
    { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
  ],
  search: [
    { kind: 'text', field: 'ruleName', label: '规则名称' },
    { kind: 'text', field: 'ruleCode', label: '规则编码' },
  ],
  form: {
    width: 900,
    initialValues: { ruleJson: RULE_JSON_TEMPLATE },
    fields: [
      { kind: 'text', field: 'ruleName', label: '规则名称', required: true },
      {
        kind: 'text',
        field: 'ruleCode',
        label: '规则编码',
        required: true,
        // The code names the rule in every checkByCode call: unique and fixed once saved.
        readOnlyOnEdit: true,
        rules: uniqueColumnRules('sys_check_rule', 'rule_code', '规则编码'),
      },
      {
        kind: 'widget',
        field: 'ruleJson',
        label: '规则JSON',
        required: true,
        rules: [ruleJsonRule],
        // JSON is a subset of JavaScript: its highlighting fits (spec 9 has no JSON mode).
        widget: () => <CodeEditor language="javascript" height="200px" />,
      },
      { kind: 'textarea', field: 'ruleDescription', label: '规则描述' },
    ],
  },
  show: [
    { field: 'ruleName', title: '规则名称' },
    { field: 'ruleCode', title: '规则编码' },
    { field: 'ruleJson', title: '规则JSON' },
    { field: 'ruleDescription', title: '规则描述' },
    { field: 'createTime', title: '创建时间' },
  ],
  permissions: CHECK_RULE_PERMISSIONS,
  rowActions: [
    {
      key: 'test',
      label: '功能测试',
      dialog: ({ record, onClose }) => (
        <CheckRuleTestDialog ruleCode={record.ruleCode ?? ''} onClose={onClose} />
      ),
    },
  ],
};
