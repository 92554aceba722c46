import { Button, Card, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AuthUser, AuthUserFilters } from '../../../providers/auth-user-api';
import { isFlagOn, readSessionProfile } from '../../../src/lib/headerRules';
import { storage } from '../../../src/lib/storage';
import { AUTH_USER_BUTTON, isUserActive, userStatusActions } from '../../../src/lib/authUser';
import { DecryptDialog } from '../../../src/shell/header/DecryptDialog';
import { useHeaderBranding } from '../../../src/shell/header/useHeaderBranding';
import { StatusChangeModal, type PendingStatusChange } from '../../agent/shared/StatusChangeModal';
import { statusChangeConfirm } from '../../agent/shared/texts';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useAuthUserApi } from './authUserApiContext';
import { ResetPasswordModal } from './ResetPasswordModal';
import { USER_TEXTS as TEXTS } from './texts';
import { userColumns, type UserRowAction } from './userColumns';
import { UserFormModal, type UserFormTarget } from './UserFormModal';
import { UserSearchForm } from './UserSearchForm';

const NO_FILTERS: AuthUserFilters = {};

/**
 * 用户管理 (issue 19 G; spec 2.7 公司管理 users): search, the list through UserInquiry with masked
 * mobile and identity card, status and groups; 新增 / 编辑, 启用 / 停用 with a reason, 重置密码,
 * each behind its spec 6 button code; 数据解密 through the header's SMS flow (spec 2.6), after
 * which the list is read again in full.
 */
export function UserListPage() {
  const api = useAuthUserApi();
  const list = useCapList('authUser', api.users, NO_FILTERS);
  const groups = useQuery({
    queryKey: ['cap', 'authUserGroups'],
    queryFn: api.groups,
    retry: false,
  });
  const allowed = useAllowed();
  const { flags, passwordPolicy } = useHeaderBranding();
  const profile = useMemo(() => readSessionProfile(storage.get('Login_Userinfo')), []);
  const [formTarget, setFormTarget] = useState<UserFormTarget>();
  const [statusChange, setStatusChange] = useState<PendingStatusChange>();
  const [resetFor, setResetFor] = useState<AuthUser>();
  const [decrypting, setDecrypting] = useState(false);

  const actionsOf = (user: AuthUser): UserRowAction[] => {
    const active = isUserActive(user.status);
    return [
      ...(active && allowed(AUTH_USER_BUTTON.edit)
        ? [{ key: 'edit' as const, label: TEXTS.edit }]
        : []),
      ...(active && allowed(AUTH_USER_BUTTON.resetPassword)
        ? [{ key: 'resetPassword' as const, label: TEXTS.resetPassword }]
        : []),
      ...(allowed(AUTH_USER_BUTTON.status)
        ? userStatusActions(user.status).map((view) => ({ key: view.action, label: view.label }))
        : []),
    ];
  };

  const onAction = (user: AuthUser, action: UserRowAction) => {
    if (action.key === 'edit') setFormTarget({ mode: 'edit', user });
    else if (action.key === 'resetPassword') setResetFor(user);
    else {
      const change = action.key;
      setStatusChange({
        label: action.label,
        confirm: statusChangeConfirm(
          action.label,
          TEXTS.kind,
          `${user.realName}（${user.userName}）`,
        ),
        danger: change === 'disable',
        send: (reason) => api.changeStatus(user.userId, change, reason),
      });
    }
  };
  const afterChange = () => {
    setFormTarget(undefined);
    setStatusChange(undefined);
    setResetFor(undefined);
    list.refresh();
  };

  const canDecrypt = isFlagOn(flags.cfgDataDecrypt);
  return (
    <Card title={TEXTS.title}>
      <UserSearchForm groups={groups.data ?? []} onSearch={list.search} />
      <Space style={{ marginBottom: 16 }} wrap>
        {allowed(AUTH_USER_BUTTON.add) ? (
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        ) : null}
        {canDecrypt ? <Button onClick={() => setDecrypting(true)}>{TEXTS.decrypt}</Button> : null}
        <Typography.Text type="secondary">{TEXTS.decryptNote}</Typography.Text>
      </Space>
      <Table<AuthUser>
        rowKey="userId"
        columns={userColumns(actionsOf, onAction)}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <UserFormModal
        target={formTarget}
        groups={groups.data ?? []}
        groupsFailed={groups.isError}
        onClose={() => setFormTarget(undefined)}
        onSaved={afterChange}
      />
      <StatusChangeModal
        pending={statusChange}
        onClose={() => setStatusChange(undefined)}
        onDone={afterChange}
      />
      <ResetPasswordModal
        user={resetFor}
        policy={passwordPolicy}
        onClose={() => setResetFor(undefined)}
        onDone={afterChange}
      />
      <DecryptDialog
        open={decrypting}
        onClose={() => setDecrypting(false)}
        profile={profile}
        onDecrypted={list.refresh}
      />
    </Card>
  );
}
