import { Button, List, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { UserSecurity } from '../../../providers/account-centre-api';
import { readSessionProfile, userMenuItems } from '../../../src/lib/headerRules';
import { storage } from '../../../src/lib/storage';
import { LoginPasswordDialog } from '../../../src/shell/header/LoginPasswordDialog';
import { OperationPasswordDialog } from '../../../src/shell/header/OperationPasswordDialog';
import { PayPasswordDialog } from '../../../src/shell/header/PayPasswordDialog';
import { useHeaderBranding } from '../../../src/shell/header/useHeaderBranding';
import { DictTag } from '../../account/account/DictTag';
import { GoogleAuthDialog } from './GoogleAuthDialog';
import { ReadState } from './ReadState';
import {
  BIND,
  GOOGLE_BOUND,
  GOOGLE_UNBOUND,
  IS_SET,
  LAST_LOGIN,
  MODIFY,
  NOT_SET,
  PWD_STRENGTH,
  PWD_UPDATED,
  SECURITY_ITEMS,
  SET,
} from './texts';
import { useSecurity } from './useAccountReads';

/** pwd_strength → colour: 弱, 中, 强. */
const STRENGTH_COLOUR: Readonly<Record<string, string>> = {
  '1': 'error',
  '2': 'warning',
  '3': 'success',
};

type Dialog = 'loginPassword' | 'payPassword' | 'operationPassword' | 'googleAuth';

/**
 * 安全设置 (spec 2.7 security): the login, payment and operation passwords through the header's
 * own dialogs (spec 2.10, 5.2; shown as the avatar menu shows them, by the cfg* flags), and the
 * Google authenticator binding.
 */
export function SecurityTab() {
  const { query } = useSecurity();
  return <ReadState query={query}>{(security) => <SecurityItems security={security} />}</ReadState>;
}

function SecurityItems({ security }: { security: UserSecurity }) {
  const { query, store } = useSecurity();
  const { flags, passwordPolicy } = useHeaderBranding();
  const profile = useMemo(() => readSessionProfile(storage.get('Login_Userinfo')), []);
  const shown = userMenuItems(profile, flags);
  const [dialog, setDialog] = useState<Dialog>();
  // A password dialog reports nothing back: the state is read again once it closes.
  const closeAndReread = () => {
    setDialog(undefined);
    void query.refetch();
  };
  const closeGoogle = useMemo(() => () => setDialog(undefined), []);

  const action = (item: Dialog, text: string) => (
    <Button key={item} type="link" onClick={() => setDialog(item)}>
      {text}
    </Button>
  );
  const setTag = (set: boolean) => (
    <Tag color={set ? 'success' : 'default'}>{set ? IS_SET : NOT_SET}</Tag>
  );

  return (
    <>
      <List itemLayout="horizontal">
        <List.Item actions={[action('loginPassword', MODIFY)]}>
          <List.Item.Meta
            title={SECURITY_ITEMS.loginPassword}
            description={
              <Space wrap>
                <span>
                  {PWD_STRENGTH}
                  <DictTag
                    dictCode="pwd_strength"
                    value={security.pwdStrength}
                    colours={STRENGTH_COLOUR}
                  />
                </span>
                {security.pwdUpdateTime && <span>{PWD_UPDATED(security.pwdUpdateTime)}</span>}
              </Space>
            }
          />
        </List.Item>
        {shown.includes('payPassword') && (
          <List.Item actions={[action('payPassword', security.payPwdSet ? MODIFY : SET)]}>
            <List.Item.Meta
              title={SECURITY_ITEMS.payPassword}
              description={setTag(security.payPwdSet)}
            />
          </List.Item>
        )}
        {shown.includes('operationPassword') && (
          <List.Item actions={[action('operationPassword', security.opPwdSet ? MODIFY : SET)]}>
            <List.Item.Meta
              title={SECURITY_ITEMS.operationPassword}
              description={setTag(security.opPwdSet)}
            />
          </List.Item>
        )}
        <List.Item actions={security.googleAuthBound ? [] : [action('googleAuth', BIND)]}>
          <List.Item.Meta
            title={SECURITY_ITEMS.googleAuth}
            description={security.googleAuthBound ? GOOGLE_BOUND : GOOGLE_UNBOUND}
          />
        </List.Item>
      </List>
      {security.lastLoginTime && (
        <Typography.Text type="secondary">
          {LAST_LOGIN(security.lastLoginTime, security.lastLoginIp ?? '-')}
        </Typography.Text>
      )}
      <LoginPasswordDialog
        open={dialog === 'loginPassword'}
        onClose={closeAndReread}
        profile={profile}
        policy={passwordPolicy}
      />
      <PayPasswordDialog
        open={dialog === 'payPassword'}
        onClose={closeAndReread}
        profile={profile}
        policy={passwordPolicy}
      />
      <OperationPasswordDialog
        open={dialog === 'operationPassword'}
        onClose={closeAndReread}
        profile={profile}
        policy={passwordPolicy}
      />
      <GoogleAuthDialog open={dialog === 'googleAuth'} onClose={closeGoogle} onBound={store} />
    </>
  );
}
