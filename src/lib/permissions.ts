/**
 * Button and field permission rules (spec 6), shared by the Refine access-control provider, the
 * <Authorized> component (the old `v-has`) and the grid toolbar.
 *
 * Readings of spec 3 "Permission item" used throughout:
 * - An entry's action may list several codes separated by commas; each code counts on its own
 *   (pieces are trimmed, empty pieces ignored).
 * - Type '2' has two readings in spec 3, and both are honoured: such an entry is "not a button", so
 *   it never shows or hides anything, and it is an "action" of the disable policy
 *   (`isActionDisabled`). Every other entry, including one without a type, is a type '1'
 *   show/hide entry, as the old console read them.
 * - Status '0' means disabled and '1' enabled; only those exact values count.
 */
import type { ConsoleStorage } from './storage';
import type { PermissionItem } from './storedValues';

/** What the rules read of a permission entry; the server's CapAuthItem / CapAllAuthItem fit. */
export type PermissionEntry = Pick<PermissionItem, 'action' | 'type' | 'status'>;

export interface PermissionLists {
  /** The user's `auth` list (stored as LOGIN_USER_BUTTON_AUTH); missing means none. */
  userAuth?: readonly PermissionEntry[];
  /** The system's `allAuth` list (stored as SYS_BUTTON_AUTH); missing means none. */
  systemAuth?: readonly PermissionEntry[];
}

export interface PermissionContext extends PermissionLists {
  /** The permission list of the form being shown; it overrides the stored lists. */
  formPermissions?: readonly PermissionEntry[];
}

export const DISABLE_POLICY_TYPE = '2';
export const STATUS_DISABLED = '0';
export const STATUS_ENABLED = '1';

/** Grid toolbar codes named by spec 6. */
export const TOOLBAR_ADD_CODE = 'add';
export const TOOLBAR_BATCH_DELETE_CODE = 'batch_delete';

export function splitActions(action: string): string[] {
  return action
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

const isDisablePolicy = (entry: PermissionEntry): boolean => entry.type === DISABLE_POLICY_TYPE;

const showHideEntries = (list: readonly PermissionEntry[] = []): PermissionEntry[] =>
  list.filter((entry) => !isDisablePolicy(entry));

const disablePolicyEntries = (list: readonly PermissionEntry[] = []): PermissionEntry[] =>
  list.filter(isDisablePolicy);

const covers =
  (code: string) =>
  (entry: PermissionEntry): boolean =>
    splitActions(entry.action).includes(code);

/**
 * Spec 6: the element stays if the code is in the form's permission list (no other check), or in
 * the user's list and no status '0' entry of the system list names it. Otherwise it is removed:
 * so with no user list, or a code configured nowhere, it goes. Unlike the old `v-has`, which kept
 * an element whose system entry had status '0', a status '0' entry removes it (the spec wins).
 */
export function isActionAllowed(code: string, context: PermissionContext): boolean {
  const named = covers(code);
  if (showHideEntries(context.formPermissions).some(named)) return true;
  if (!showHideEntries(context.userAuth).some(named)) return false;
  return !showHideEntries(context.systemAuth).some(
    (entry) => entry.status === STATUS_DISABLED && named(entry),
  );
}

/**
 * The type '2' disable policy (spec 3, 6; the old `disabledAuthFilter`): a type '2' entry in the
 * form's list disables the control. Otherwise a type '2' system entry disables it for everyone
 * except users whose list grants that code as type '2'; a status '0' entry switches the rule off,
 * and a code without a type '2' system entry is never disabled.
 */
export function isActionDisabled(code: string, context: PermissionContext): boolean {
  const named = covers(code);
  if (disablePolicyEntries(context.formPermissions).some(named)) return true;
  const rules = disablePolicyEntries(context.systemAuth).filter(named);
  if (rules.length === 0 || rules.some((rule) => rule.status === STATUS_DISABLED)) return false;
  return !disablePolicyEntries(context.userAuth).some(named);
}

/**
 * Spec 6 helper: the type '1' actions starting with `prefix` that are enabled (status '1') in the
 * system list and not in the user's list, each once, in system-list order. No prefix, none.
 */
export function missingPrefixedActions(prefix: string, lists: PermissionLists): string[] {
  if (prefix === '') return [];
  const granted = new Set(
    showHideEntries(lists.userAuth).flatMap((entry) => splitActions(entry.action)),
  );
  const missing = showHideEntries(lists.systemAuth)
    .filter((entry) => entry.status === STATUS_ENABLED)
    .flatMap((entry) => splitActions(entry.action))
    .filter((action) => action.startsWith(prefix) && !granted.has(action));
  return [...new Set(missing)];
}

export interface ToolbarPermissions {
  /** Codes after the prefix (e.g. 'add', 'batch_delete') the user lacks; columns may use them. */
  excludedCodes: string[];
  showAdd: boolean;
  /** Governs the batch-delete action and, with it, the toolbar's remove button. */
  showBatchDelete: boolean;
}

/**
 * Spec 6 grid toolbar. The authority prefix ends in a colon; one given without it gets it added,
 * as the old grid did. With no prefix nothing is excluded.
 */
export function toolbarExclusions(
  authorityPrefix: string | undefined,
  lists: PermissionLists,
): ToolbarPermissions {
  if (!authorityPrefix) return { excludedCodes: [], showAdd: true, showBatchDelete: true };
  const prefix = authorityPrefix.endsWith(':') ? authorityPrefix : `${authorityPrefix}:`;
  const excludedCodes = missingPrefixedActions(prefix, lists).map((action) =>
    action.slice(prefix.length),
  );
  return {
    excludedCodes,
    showAdd: !excludedCodes.includes(TOOLBAR_ADD_CODE),
    showBatchDelete: !excludedCodes.includes(TOOLBAR_BATCH_DELETE_CODE),
  };
}

/** The session's stored lists (written at menu load; jeecg-contracts 6.2). */
export function readPermissionLists(source: Pick<ConsoleStorage, 'get'>): PermissionLists {
  return {
    userAuth: source.get('LOGIN_USER_BUTTON_AUTH'),
    systemAuth: source.get('SYS_BUTTON_AUTH'),
  };
}
