import { Avatar, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import type { UserProfile } from '../../../providers/account-centre-api';
import { ImageUpload } from '../../../src/components/ImageUpload';
import { useSending } from '../../kit/useSending';
import { useAccountCentre } from './accountCentreContext';
import { ReadState } from './ReadState';
import { AVATAR_CURRENT, AVATAR_HINT, AVATAR_SAVE, AVATAR_UPLOAD } from './texts';
import { useProfile } from './useAccountReads';

/** 头像: upload an image (/cap/cos/v1/FileUpload), then 保存头像 (UserProfileAvatarModify). */
export function AvatarTab() {
  const { query } = useProfile();
  return <ReadState query={query}>{(profile) => <AvatarForm profile={profile} />}</ReadState>;
}

function AvatarForm({ profile }: { profile: UserProfile }) {
  const { api, upload } = useAccountCentre();
  const { store } = useProfile();
  const { sending, run } = useSending();
  const [uploaded, setUploaded] = useState('');

  const save = () =>
    void run(
      async () => {
        const outcome = await api.changeAvatar(uploaded);
        if (outcome.ok) store(outcome.value);
        return outcome;
      },
      () => setUploaded(''),
    );

  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={AVATAR_CURRENT}>
        <Avatar
          size={96}
          src={profile.avatar ? upload.fileUrl(profile.avatar) : undefined}
          alt={AVATAR_CURRENT}
        >
          {profile.realname.slice(0, 1)}
        </Avatar>
      </Form.Item>
      <Form.Item label={AVATAR_UPLOAD} extra={AVATAR_HINT}>
        <ImageUpload
          value={uploaded}
          onChange={setUploaded}
          multiple={false}
          accept="image/png,image/jpeg"
          api={upload}
        />
      </Form.Item>
      <Space>
        <Button type="primary" disabled={!uploaded} loading={sending} onClick={save}>
          {AVATAR_SAVE}
        </Button>
        <Typography.Text type="secondary">{profile.username}</Typography.Text>
      </Space>
    </Form>
  );
}
