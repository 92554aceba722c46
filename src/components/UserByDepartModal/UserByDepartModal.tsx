import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import {
  listUserComponentData,
  NEWEST_FIRST,
  type PickerUser,
  type UserComponentQuery,
  type UserStoreField,
} from '../../../providers/picker-api';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  MODAL_WIDTH,
  PAGINATION_PAGE_SIZE_OPTIONS,
  PICKER_ELLIPSIS_LENGTH,
} from '../../lib/constants';
import { EMPTY_TEXT } from '../../lib/messages';
import { splitPickedValues } from '../../lib/pickers/commaValues';
import { chooseRows } from '../../lib/pickers/selection';
import { sexText } from '../../lib/pickers/userText';
import { Ellipsis } from '../Ellipsis';
import { serverPagination } from '../pagination';
import { PickerFooter, PickerModal } from '../TablePicker/PickerModal';
import { usePickerPage } from '../TablePicker/usePickerPage';
import { labelledRowSelection } from '../tableSelection/labelledRowSelection';
import { DepartTree } from './DepartTree';
import { useUsersOf } from './useUsersOf';

export interface UserByDepartModalProps {
  open: boolean;
  /** Several users (checkboxes) or one (radio). JeecgBoot's default: several. */
  multi?: boolean;
  /** The user field `value` holds (JeecgBoot `store`, default username). */
  store?: UserStoreField;
  /** Stored values of the users that come up chosen. */
  value?: string;
  width?: number;
  onOk: (users: PickerUser[]) => void;
  onCancel: () => void;
}

const TITLE = '根据部门选择用户';
// The column list JeecgBoot's modal sends as `field` ('id,' then ',' + each column).
const FIELD = 'id,,username,realname,sex,phone,orgCodeTxt';
const text = (value: unknown) => (
  <Ellipsis value={value as string} length={PICKER_ELLIPSIS_LENGTH} />
);

const COLUMNS: TableColumnsType<PickerUser> = [
  { title: '用户账号', dataIndex: 'username', align: 'center', render: text },
  { title: '用户姓名', dataIndex: 'realname', align: 'center', render: text },
  {
    title: '性别',
    dataIndex: 'sex',
    align: 'center',
    render: (sex: PickerUser['sex']) => sexText(sex),
  },
  { title: '手机', dataIndex: 'phone', align: 'center', render: text },
  { title: '部门', dataIndex: 'orgCodeTxt', align: 'center', render: text },
];

const firstQuery = (): UserComponentQuery => ({
  pageNo: FIRST_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  ...NEWEST_FIRST,
  field: FIELD,
});

/**
 * 根据部门选择用户 (spec 2.10, 9): departments on the left, the users of the chosen department
 * on the right (spec 7.4 queryUserComponentData), account search and reset, pages of 10/20/30.
 * The choice survives paging, searching and department changes; OK hands over the chosen users.
 */
export function UserByDepartModal(props: UserByDepartModalProps) {
  const { open, width = MODAL_WIDTH.userModal, onCancel } = props;
  return (
    <PickerModal title={TITLE} open={open} width={width} style={{ top: 50 }} onCancel={onCancel}>
      <UserByDepartContent {...props} />
    </PickerModal>
  );
}

function UserByDepartContent({
  multi = true,
  store = 'username',
  value,
  onOk,
  onCancel,
}: UserByDepartModalProps) {
  const { query, run, rows, total, loading } = usePickerPage(
    'userComponentData',
    firstQuery,
    listUserComponentData,
  );
  const [account, setAccount] = useState('');
  // Until the choice changes, the users of the current value are the choice.
  const [picked, setPicked] = useState<PickerUser[] | null>(null);
  const values = useMemo(() => splitPickedValues(value), [value]);
  const existing = useUsersOf(store, values);

  const chosen = picked ?? existing.data ?? [];
  const search = (username: string) =>
    run({ ...query, pageNo: FIRST_PAGE, username: username.trim() || undefined });
  const reset = () => {
    setAccount('');
    run({ ...firstQuery(), pageSize: query.pageSize });
  };

  return (
    <>
      <Row gutter={10}>
        <Col md={6} sm={24}>
          <Card size="small" style={{ height: '100%' }}>
            <DepartTree
              selectedKey={query.departId}
              onSelect={(depart) => run({ ...query, pageNo: FIRST_PAGE, departId: depart.key })}
            />
          </Card>
        </Col>
        <Col md={18} sm={24}>
          <Card size="small">
            <Form layout="inline" style={{ marginBottom: 12 }}>
              <Form.Item label="用户账号">
                <Input.Search
                  aria-label="按账号搜索"
                  placeholder="请输入账号"
                  allowClear
                  value={account}
                  onChange={(event) => setAccount(event.target.value)}
                  onSearch={search}
                  style={{ width: 280 }}
                />
              </Form.Item>
              <Form.Item>
                <Button icon={<ReloadOutlined />} onClick={reset}>
                  重置
                </Button>
              </Form.Item>
            </Form>
            <Table<PickerUser>
              size="middle"
              rowKey="id"
              columns={COLUMNS}
              dataSource={rows}
              loading={loading}
              locale={{ emptyText: EMPTY_TEXT }}
              rowSelection={labelledRowSelection({
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: chosen.map((user) => user.id),
                preserveSelectedRowKeys: true,
                onChange: (keys) => setPicked(chooseRows(chosen, keys, rows, (user) => user.id)),
              })}
              pagination={serverPagination(query, total, PAGINATION_PAGE_SIZE_OPTIONS, (page) =>
                run({ ...query, ...page }),
              )}
            />
          </Card>
        </Col>
      </Row>
      <PickerFooter onCancel={onCancel} onOk={() => onOk(chosen)} />
    </>
  );
}
