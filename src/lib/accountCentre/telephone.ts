import { isDialableMobile } from '../validators/fields';
import { isLandline } from '../validators/patterns';

/**
 * 联系电话 of 基本设置: optional, else a landline (0571-88887000) or an 11-digit mobile (spec 5.1),
 * as UserProfileUpdating checks (cap.yaml telephoneInvalid).
 */
export function isTelephone(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || isLandline(text) || isDialableMobile(text);
}
