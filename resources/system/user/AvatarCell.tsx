import { fileUrl } from '../../../providers/upload-api';

/** A user's avatar in a list cell (JeecgBoot getAvatarView): the stored path on the static domain. */
export function AvatarCell({ path }: { path: string | null | undefined }) {
  if (!path) return <>无图片</>;
  return <img src={fileUrl(path)} alt="头像" height={25} style={{ maxWidth: 80 }} />;
}
