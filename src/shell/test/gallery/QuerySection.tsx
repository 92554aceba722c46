import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { listPageOf } from '../../../../providers/data/reply';
import { buildSuperQueryParams } from '../../../../providers/data/super-query';
import { http } from '../../../../providers/http/instance';
import { resultOf, unwrapSys } from '../../../../providers/http/unwrap';
import type { components } from '../../../api/generated/sys';
import type { SuperQuery as SuperQueryValue } from '../../../lib/superQuery/model';
import { PopupReportPicker } from '../../../components/PopupReportPicker';
import { SuperQuery, type QueryField } from '../../../components/SuperQuery';
import { DemoCard } from './DemoCard';

/** Fields of the user list (/sys/user/list), one per value widget of the builder. */
const USER_FIELDS: QueryField[] = [
  { value: 'username', text: '用户账号', type: 'string' },
  { value: 'realname', text: '用户姓名', type: 'string' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex', dbType: 'int' },
  {
    value: 'status',
    text: '状态',
    type: 'select',
    dbType: 'int',
    options: [
      { value: '1', text: '正常' },
      { value: '2', text: '冻结' },
    ],
  },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
  { value: 'orgCode', text: '机构编码', type: 'number' },
];

type UserRow = components['schemas']['SysUser'];

/** The first five users matching the builder's conditions (the list call of 用户管理). */
async function readUsers(superQuery: SuperQueryValue) {
  const query = { pageNo: 1, pageSize: 5, ...buildSuperQueryParams(superQuery) };
  return listPageOf(
    resultOf(unwrapSys(await http.sys.GET('/sys/user/list', { params: { query } }))),
  );
}

/** The builder over the user list: its conditions go to the list call as meta.superQuery. */
function SuperQueryDemo() {
  const [superQuery, setSuperQuery] = useState<SuperQueryValue>({ params: [], matchType: 'and' });
  const query = useQuery({
    queryKey: ['gallery', 'users', superQuery],
    queryFn: () => readUsers(superQuery),
    placeholderData: keepPreviousData,
  });
  return (
    <DemoCard title="高级查询" value={superQuery}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <SuperQuery
          fields={USER_FIELDS}
          value={superQuery}
          loading={query.isFetching}
          onSearch={(params, matchType) => setSuperQuery({ params, matchType })}
        />
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        <Table<UserRow>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data?.rows}
          pagination={false}
          columns={[
            { title: '用户账号', dataIndex: 'username' },
            { title: '用户姓名', dataIndex: 'realname' },
          ]}
          footer={() => `用户列表 共 ${query.data?.total ?? 0} 条`}
        />
      </Space>
    </DemoCard>
  );
}

interface AccountForm {
  account?: string;
  name?: string;
  phone?: string;
}

/** A form whose 账号 comes from the user report; 姓名 and 手机号 are filled from the same row. */
function PopupReportDemo() {
  const [form] = Form.useForm<AccountForm>();
  const values = Form.useWatch([], form);
  return (
    <DemoCard title="Popup 报表选择（单选）" value={values}>
      <Form form={form} layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label="账号" name="account">
          <PopupReportPicker
            code="rp_select_user"
            field="account"
            orgFields="username,realname,phone"
            destFields="account,name,phone"
            sorter="username=asc"
            onSelect={(record) => form.setFieldsValue(record)}
          />
        </Form.Item>
        <Form.Item label="姓名" name="name">
          <Input readOnly />
        </Form.Item>
        <Form.Item label="手机号" name="phone">
          <Input readOnly />
        </Form.Item>
      </Form>
    </DemoCard>
  );
}

/** Several rows at once, joined with the spliter; the biz-select width. */
function MultiPopupDemo() {
  const [value, setValue] = useState<string>();
  const [names, setNames] = useState<string>();
  return (
    <DemoCard title="Popup 报表选择（多选）" value={value}>
      <Space direction="vertical" style={{ width: '100%', maxWidth: 480 }}>
        <PopupReportPicker
          code="rp_select_user"
          field="usernames"
          orgFields="username,realname"
          destFields="usernames,realnames"
          multi
          spliter="|"
          variant="bizSelect"
          value={value}
          onChange={(next, record) => {
            setValue(next);
            setNames(record.realnames);
          }}
        />
        <Typography.Text type="secondary">姓名：{names || '（空）'}</Typography.Text>
      </Space>
    </DemoCard>
  );
}

export default function QuerySection() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <SuperQueryDemo />
      <PopupReportDemo />
      <MultiPopupDemo />
    </Space>
  );
}
