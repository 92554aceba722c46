import { useQuery } from '@tanstack/react-query';
import { Button, Form, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { listUsers, type PickerUser } from '../../../../providers/picker-api';
import { DepartPicker } from '../../../components/DepartPicker';
import { DetailsModal, type DetailField } from '../../../components/DetailsModal';
import { MultiUserPicker } from '../../../components/MultiUserPicker';
import { PositionPicker } from '../../../components/PositionPicker';
import { useFailureWarning } from '../../../components/TablePicker';
import { UserSelect } from '../../../components/UserSelect';
import { sexText } from '../../../lib/pickers/userText';
import { DemoCard } from './DemoCard';

const USER_FIELDS: DetailField<PickerUser>[] = [
  { label: '用户账号', dataIndex: 'username' },
  { label: '用户姓名', dataIndex: 'realname' },
  { label: '性别', render: (user) => sexText(user.sex) },
  { label: '生日', dataIndex: 'birthday' },
  { label: '手机号', dataIndex: 'phone' },
  { label: '邮箱', dataIndex: 'email' },
  { label: '工号', dataIndex: 'workNo' },
  { label: '职务', dataIndex: 'post_dictText' },
  { label: '座机', dataIndex: 'telephone' },
  { label: '部门', dataIndex: 'orgCodeTxt' },
  { label: '状态', dataIndex: 'status_dictText' },
  { label: '创建时间', dataIndex: 'createTime' },
];

/** 详细信息 over the first users of /sys/user/list, with the column count to try. */
function DetailsDemo() {
  const [record, setRecord] = useState<PickerUser | null>(null);
  const [columns, setColumns] = useState(3);
  const users = useQuery({
    queryKey: ['pickers', 'gallery', 'users'],
    queryFn: () => listUsers({ pageNo: 1, pageSize: 5 }),
    retry: false,
  });
  useFailureWarning(users.error);
  return (
    <DemoCard title="详细信息" value={record?.username}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label="列数"
          value={columns}
          onChange={(event) => setColumns(Number(event.target.value))}
          options={[1, 2, 3, 4].map((count) => ({ value: count, label: `${count} 列` }))}
        />
        <Table<PickerUser>
          size="small"
          rowKey="id"
          pagination={false}
          loading={users.isFetching}
          dataSource={users.data?.records ?? []}
          columns={[
            { title: '用户账号', dataIndex: 'username' },
            { title: '用户姓名', dataIndex: 'realname' },
            {
              title: '操作',
              key: 'action',
              render: (_, user) => (
                <Button type="link" size="small" onClick={() => setRecord(user)}>
                  详情
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <DetailsModal
        open={record !== null}
        record={record}
        fields={USER_FIELDS}
        columns={columns}
        onClose={() => setRecord(null)}
      />
    </DemoCard>
  );
}

interface AssignmentForm {
  owner?: string;
  depart?: string;
}

/** The pickers as antd Form fields (spec 2.10: widgets drop into Form.Item). */
function FormDemo() {
  const [submitted, setSubmitted] = useState<AssignmentForm>();
  return (
    <DemoCard title="表单中使用" value={submitted}>
      <Form<AssignmentForm> layout="vertical" onFinish={setSubmitted} style={{ maxWidth: 560 }}>
        <Form.Item
          name="owner"
          label="负责人"
          rules={[{ required: true, message: '请选择负责人' }]}
        >
          <UserSelect multi={false} />
        </Form.Item>
        <Form.Item
          name="depart"
          label="所属部门"
          rules={[{ required: true, message: '请选择所属部门' }]}
        >
          <DepartPicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          提交
        </Button>
      </Form>
    </DemoCard>
  );
}

/** The pickers of spec 2.10 on the Prism mock's users, positions and departments. */
export default function PickersSection() {
  const [users, setUsers] = useState('');
  const [owner, setOwner] = useState('');
  const [positions, setPositions] = useState('finance_manager');
  const [multiUsers, setMultiUsers] = useState('zhangwei,lina');
  const [depart, setDepart] = useState('');
  const [orgCodes, setOrgCodes] = useState('A01A01');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <DemoCard title="根据部门选择用户" value={users}>
        <UserSelect value={users} onChange={setUsers} />
      </DemoCard>
      <DemoCard title="根据部门选择用户（单选，存储用户 id）" value={owner}>
        <UserSelect value={owner} onChange={setOwner} multi={false} store="id" />
      </DemoCard>
      <DemoCard title="职务选择" value={positions}>
        <PositionPicker value={positions} onChange={setPositions} />
      </DemoCard>
      <DemoCard title="用户多选" value={multiUsers}>
        <MultiUserPicker value={multiUsers} onChange={setMultiUsers} />
      </DemoCard>
      <DemoCard title="部门选择" value={depart}>
        <DepartPicker value={depart} onChange={setDepart} />
      </DemoCard>
      <DemoCard title="部门多选（存储机构编码）" value={orgCodes}>
        <DepartPicker value={orgCodes} onChange={setOrgCodes} multi customReturnField="orgCode" />
      </DemoCard>
      <FormDemo />
      <DetailsDemo />
    </Space>
  );
}
