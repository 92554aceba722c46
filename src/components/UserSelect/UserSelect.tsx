import { Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { PickerUser, UserStoreField } from '../../../providers/picker-api';
import { MODAL_WIDTH, PICKER_ELLIPSIS_LENGTH } from '../../lib/constants';
import { joinValues, splitValues } from '../../lib/pickers/commaValues';
import { Ellipsis } from '../Ellipsis';
import { UserByDepartModal } from '../UserByDepartModal/UserByDepartModal';
import { useUsersOf } from '../UserByDepartModal/useUsersOf';

/** User fields a picker can show (JeecgBoot `text`). */
export type UserTextField = 'realname' | 'username' | 'workNo' | 'phone' | 'email';

export interface UserSelectProps {
  /** Comma-joined values of the `store` field. */
  value?: string;
  onChange?: (value: string) => void;
  /** Several users or one (JeecgBoot default: several). */
  multi?: boolean;
  /** The user field stored in the value (JeecgBoot default: username). */
  store?: UserStoreField;
  /** The user field shown for each chosen user (JeecgBoot default: realname). */
  text?: UserTextField;
  disabled?: boolean;
  placeholder?: string;
  modalWidth?: number;
  id?: string;
}

/**
 * The user-by-department picker input (spec 2.10, JeecgBoot JSelectUserByDep): the chosen users'
 * names as tags (ellipsis 12, spec 9) and a 选择用户 button that opens 根据部门选择用户 (1250).
 */
export function UserSelect({
  value,
  onChange,
  multi = true,
  store = 'username',
  text = 'realname',
  disabled,
  placeholder = '请先选择用户',
  modalWidth = MODAL_WIDTH.userModal,
  id,
}: UserSelectProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickerUser[]>([]);
  const values = useMemo(() => splitValues(value), [value]);
  const byValue = useMemo(
    () => new Map(picked.map((user) => [String(user[store]), user])),
    [picked, store],
  );
  // Only values this input did not just pick are looked up (an outside or initial value).
  const unknown = values.filter((item) => !byValue.has(item));
  const looked = useUsersOf(store, unknown);
  const known = useMemo(() => {
    const all = new Map(byValue);
    for (const user of looked.data ?? []) all.set(String(user[store]), user);
    return all;
  }, [byValue, looked.data, store]);

  const labelOf = (item: string) => {
    const user = known.get(item);
    return (user && (user[text] || user.username)) || item;
  };

  const accept = (users: PickerUser[]) => {
    setOpen(false);
    setPicked(users);
    onChange?.(joinValues(users.map((user) => String(user[store]))));
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          mode="multiple"
          open={false}
          showSearch={false}
          allowClear
          disabled={disabled}
          placeholder={placeholder}
          value={values}
          options={values.map((item) => ({
            value: item,
            label: <Ellipsis value={labelOf(item)} length={PICKER_ELLIPSIS_LENGTH} />,
          }))}
          onChange={(next: string[]) => onChange?.(joinValues(next))}
          style={{ width: '100%' }}
        />
        <Button type="primary" disabled={disabled} onClick={() => setOpen(true)}>
          选择用户
        </Button>
      </Space.Compact>
      <UserByDepartModal
        open={open}
        multi={multi}
        store={store}
        value={value}
        width={modalWidth}
        onOk={accept}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
