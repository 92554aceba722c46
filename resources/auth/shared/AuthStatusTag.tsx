import { AUTH_DICT } from '../../../src/lib/auth';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { AUTH_STATUS_COLORS } from './texts';

/** auth_sys_status (启用 / 停用) as a tag with its dictionary text. */
export function AuthStatusTag({ value }: { value: string | null | undefined }) {
  return <StatusTag dictCode={AUTH_DICT.status} value={value} colors={AUTH_STATUS_COLORS} />;
}
