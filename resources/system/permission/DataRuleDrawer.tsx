import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Form, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Authorized } from '../../../src/components/Authorized';
import {
  DELETE_CONFIRM,
  DELETE_CONFIRM_TITLE,
  EMPTY_TEXT,
  OPERATION_SUCCEEDED,
  pleaseEnter,
} from '../../../src/lib/messages';
import { DataRuleForm } from './DataRuleForm';
import { permissionApi, type DataRule, type DataRuleQuery } from './permissionApi';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

type Search = Omit<DataRuleQuery, 'permissionId'>;

export interface DataRuleDrawerProps {
  permissionId: string;
  /** The menu's name, in the title. */
  menuName: string;
  /** Code of the rule buttons (spec 6). */
  code: string;
  onClose: () => void;
}

/**
 * 数据规则 of one menu (JeecgBoot PermissionDataRuleList): its rules, searched by name and value,
 * with 新增, 编辑 and 删除 (spec 7.4; jeecg-contracts §2.4).
 */
export function DataRuleDrawer({ permissionId, menuName, code, onClose }: DataRuleDrawerProps) {
  const { message, modal } = useAppFeedback();
  // Each search or reload is a new request object; rules loaded for an older one are not shown.
  const [request, setRequest] = useState<{ search: Search }>({ search: {} });
  const [loaded, setLoaded] = useState<{ request: { search: Search }; rules: DataRule[] }>();
  const [editing, setEditing] = useState<{ rule?: DataRule }>();
  const [searchForm] = Form.useForm<Search>();

  useEffect(() => {
    let live = true;
    void permissionApi.dataRules({ permissionId, ...request.search }).then((result) => {
      if (!live) return;
      if (!result.ok && !result.presented) void message.warning(result.message);
      setLoaded({ request, rules: result.ok ? result.rows : [] });
    });
    return () => {
      live = false;
    };
  }, [permissionId, request, message]);

  const rules = loaded?.request === request ? loaded.rules : undefined;
  const setSearch = (search: Search) => setRequest({ search });
  const reload = () => setRequest((current) => ({ ...current }));

  const remove = (rule: DataRule) =>
    modal.confirm({
      title: DELETE_CONFIRM_TITLE,
      content: DELETE_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const outcome = await permissionApi.deleteDataRule(rule.id);
        if (outcome.ok) {
          void message.success(outcome.message.trim() || OPERATION_SUCCEEDED);
          reload();
        } else if (!outcome.presented) void message.warning(outcome.message);
      },
    });

  return (
    <Drawer open title={`数据权限规则：${menuName}`} width={720} onClose={onClose}>
      <Form<Search>
        form={searchForm}
        name="dataRuleSearch"
        layout="inline"
        role="search"
        aria-label="规则查询"
        onFinish={(values) => setSearch({ ...values })}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="ruleName" label="规则名称">
          <Input placeholder={pleaseEnter('规则名称')} allowClear />
        </Form.Item>
        <Form.Item name="ruleValue" label="规则值">
          <Input placeholder={pleaseEnter('规则值')} allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              searchForm.resetFields();
              setSearch({});
            }}
          >
            重置
          </Button>
          <Authorized code={code}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authorized>
        </Space>
      </Form>
      <Table<DataRule>
        rowKey="id"
        size="middle"
        loading={!rules}
        dataSource={rules ?? []}
        pagination={false}
        locale={{ emptyText: EMPTY_TEXT }}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName', key: 'ruleName', align: 'center' },
          { title: '规则字段', dataIndex: 'ruleColumn', key: 'ruleColumn', align: 'center' },
          { title: '规则值', dataIndex: 'ruleValue', key: 'ruleValue', align: 'center' },
          {
            title: '操作',
            key: 'action',
            align: 'center',
            render: (_value, rule) => (
              <Authorized code={code}>
                <span style={{ whiteSpace: 'nowrap' }}>
                  <Typography.Link onClick={() => setEditing({ rule })}>编辑</Typography.Link>
                  <Divider type="vertical" />
                  <Typography.Link type="danger" onClick={() => remove(rule)}>
                    删除
                  </Typography.Link>
                </span>
              </Authorized>
            ),
          },
        ]}
      />
      {editing ? (
        <DataRuleForm
          permissionId={permissionId}
          rule={editing.rule}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
    </Drawer>
  );
}
