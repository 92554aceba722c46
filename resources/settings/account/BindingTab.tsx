import { Button, List, Typography } from 'antd';
import { useState } from 'react';
import type { UserProfile } from '../../../providers/account-centre-api';
import { EmailDialog } from './EmailDialog';
import { MobileChangeDialog } from './MobileChangeDialog';
import { ReadState } from './ReadState';
import {
  BIND_EMAIL,
  BINDING_LABELS,
  CHANGE_EMAIL,
  CHANGE_MOBILE,
  NO_BOUND_MOBILE,
  NOT_BOUND,
} from './texts';
import { useProfile } from './useAccountReads';

/** 账号绑定 (spec 2.7 binding): the bound mobile (changed through the alteration flow) and email. */
export function BindingTab() {
  const { query } = useProfile();
  return <ReadState query={query}>{(profile) => <Bindings profile={profile} />}</ReadState>;
}

function Bindings({ profile }: { profile: UserProfile }) {
  const { store } = useProfile();
  const [open, setOpen] = useState<'mobile' | 'email'>();
  const close = () => setOpen(undefined);
  const emailAction = profile.emailMasked ? CHANGE_EMAIL : BIND_EMAIL;

  return (
    <>
      <List itemLayout="horizontal">
        <List.Item
          actions={[
            <Button
              key="mobile"
              type="link"
              disabled={!profile.mobileMasked}
              onClick={() => setOpen('mobile')}
            >
              {CHANGE_MOBILE}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={BINDING_LABELS.mobile}
            description={profile.mobileMasked ?? NO_BOUND_MOBILE}
          />
        </List.Item>
        <List.Item
          actions={[
            <Button key="email" type="link" onClick={() => setOpen('email')}>
              {emailAction}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={BINDING_LABELS.email}
            description={
              profile.emailMasked ?? <Typography.Text type="secondary">{NOT_BOUND}</Typography.Text>
            }
          />
        </List.Item>
      </List>
      {profile.mobileMasked && (
        <MobileChangeDialog
          open={open === 'mobile'}
          onClose={close}
          boundMasked={profile.mobileMasked}
          onChanged={store}
        />
      )}
      <EmailDialog title={emailAction} open={open === 'email'} onClose={close} onChanged={store} />
    </>
  );
}
