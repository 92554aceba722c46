import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import {
  getMultiUser,
  listUsers,
  NEWEST_FIRST,
  type PickerUser,
} from '../../../providers/picker-api';
import { DATE_FORMAT, MODAL_WIDTH } from '../../lib/constants';
import { SEX_OPTIONS } from '../../lib/pickers/userText';
import { TablePicker } from '../TablePicker/TablePicker';
import type { PickerInputProps, TablePickerSource } from '../TablePicker/types';

export interface MultiUserPickerProps extends PickerInputProps {
  /** Store ids instead of user names (JeecgBoot returnId, default false: user names). */
  returnId?: boolean;
  width?: number;
}

interface UserFilters {
  username?: string;
  sex?: number;
  birthday?: Dayjs | null;
}

// spec 2.10: filters for sex and birthday beside the account.
const MORE_FILTERS = (
  <>
    <Form.Item name="sex" label="性别">
      <Select
        allowClear
        placeholder="请选择性别"
        options={[...SEX_OPTIONS]}
        style={{ width: 120 }}
      />
    </Form.Item>
    <Form.Item name="birthday" label="生日">
      <DatePicker placeholder="请选择出生日期" format={DATE_FORMAT} style={{ width: 180 }} />
    </Form.Item>
  </>
);

function userSource(returnId: boolean): TablePickerSource<PickerUser, UserFilters> {
  const field = returnId ? 'id' : 'username';
  return {
    name: '用户',
    queryKey: `users:${field}`,
    columns: [
      { title: '姓名', dataIndex: 'realname', width: '25%' },
      { title: '账号', dataIndex: 'username', width: '25%' },
      { title: '电话', dataIndex: 'phone', width: '20%' },
      { title: '出生日期', dataIndex: 'birthday', width: '20%' },
    ],
    rowKey: (row) => row.id,
    valueOf: (row) => (returnId ? row.id : row.username),
    labelOf: (row) => row.realname || row.username,
    searchLabel: '账号',
    searchField: 'username',
    moreFilters: MORE_FILTERS,
    fetchPage: ({ pageNo, pageSize, filters }) =>
      listUsers({
        pageNo,
        pageSize,
        username: filters.username,
        sex: filters.sex ?? undefined,
        birthday: filters.birthday ? filters.birthday.format(DATE_FORMAT) : undefined,
        ...NEWEST_FIRST,
      }),
    // spec 7.4: the selected values are looked up with getMultiUser on the stored field.
    fetchByValues: (values) => getMultiUser(field, values),
  };
}

/** The multi-user picker (spec 2.10, 9: width 1200, name, account, phone, birthday). */
export function MultiUserPicker({
  returnId = false,
  width = MODAL_WIDTH.multiUserPicker,
  ...rest
}: MultiUserPickerProps) {
  const source = useMemo(() => userSource(returnId), [returnId]);
  return <TablePicker source={source} width={width} {...rest} />;
}
