import type { ReactNode } from 'react';
import { isActionAllowed, isActionDisabled, type PermissionEntry } from '../../lib/permissions';
import { usePermissionLists } from './usePermissionLists';

interface AuthorizedBase {
  /** Permission code, e.g. 'user:add'. */
  code: string;
  /** The shown form's own permission list, which overrides the stored lists (spec 6). */
  formPermissions?: readonly PermissionEntry[];
}

/** Show/hide (the old `v-has`): children render only when the code is allowed. */
interface HideWhenUnauthorized extends AuthorizedBase {
  mode?: 'hide';
  children: ReactNode;
}

/** Type '2' disable policy: children always render and are told whether to be disabled. */
interface DisableByPolicy extends AuthorizedBase {
  mode: 'disable';
  children: (disabled: boolean) => ReactNode;
}

export type AuthorizedProps = HideWhenUnauthorized | DisableByPolicy;

/** Guards an element by a permission code with the spec 6 rules. */
export function Authorized(props: AuthorizedProps) {
  const lists = usePermissionLists();
  const context = { ...lists, formPermissions: props.formPermissions };
  if (props.mode === 'disable') return <>{props.children(isActionDisabled(props.code, context))}</>;
  return isActionAllowed(props.code, context) ? <>{props.children}</> : null;
}
