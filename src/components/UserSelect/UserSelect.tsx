import { useCallback } from 'react';
import type { PickerUser, UserStoreField } from '../../../providers/picker-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { PickerField } from '../TablePicker/PickerField';
import { UserByDepartModal } from '../UserByDepartModal/UserByDepartModal';
import { usersLookup } from '../UserByDepartModal/useUsersOf';

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
  multi = true,
  store = 'username',
  text = 'realname',
  placeholder = '请先选择用户',
  modalWidth = MODAL_WIDTH.userModal,
  ...input
}: UserSelectProps) {
  const valueOf = useCallback((user: PickerUser) => String(user[store]), [store]);
  return (
    <PickerField
      {...input}
      placeholder={placeholder}
      valueOf={valueOf}
      labelOf={(user) => user[text] || user.username}
      lookup={(values) => usersLookup(store, values)}
      buttonText="选择用户"
      modal={({ open, accept, close }) => (
        <UserByDepartModal
          open={open}
          multi={multi}
          store={store}
          value={input.value}
          width={modalWidth}
          onOk={accept}
          onCancel={close}
        />
      )}
    />
  );
}
