/**
 * Refine access control over the spec 6 show/hide rule (`isActionAllowed` in src/lib/permissions).
 *
 * Permission code of a check:
 * - `params.code` when the caller gives one (`useCan`, `<CanAccess params={{ code: 'user:add' }}>`);
 *   JeecgBoot codes ('user:add') rarely match Refine resource names, so pages should give it;
 * - else `${resource}:${action}`, e.g. a CreateButton of resource `user` asks for `user:create`;
 * - else, with neither, the check fails.
 * A `list` check without a code is always allowed: spec 6 builds pages and menus from the user's
 * own server menu, already filtered, and Refine's sider asks `list` for every menu node.
 *
 * The type '2' disable policy is not applied here: spec 3 reads type '2' as "not a button".
 */
import type { AccessControlProvider, CanParams } from '@refinedev/core';
import { isActionAllowed, readPermissionLists, type PermissionLists } from '../src/lib/permissions';
import { storage } from '../src/lib/storage';

export type PermissionListsReader = () => PermissionLists;

const PAGE_ACTION = 'list';

/** Lists change only at menu load or system switch, so answers stay fresh for minutes. */
export const ACCESS_CHECK_STALE_MS = 5 * 60_000;
export const ACCESS_CHECK_GC_MS = 10 * 60_000;

/** The code a check is about, or undefined when a page check needs none (see the file comment). */
export function permissionCodeOf({ resource, action, params }: CanParams): string | undefined {
  const explicit: unknown = params?.code;
  if (typeof explicit === 'string' && explicit !== '') return explicit;
  if (action === PAGE_ACTION || !resource) return undefined;
  return `${resource}:${action}`;
}

export function createAccessControlProvider(
  readLists: PermissionListsReader = () => readPermissionLists(storage),
): AccessControlProvider {
  return {
    async can(request) {
      const code = permissionCodeOf(request);
      if (code === undefined) return { can: request.action === PAGE_ACTION };
      return { can: isActionAllowed(code, readLists()) };
    },
    options: {
      // spec 6: an unauthorised element is removed, not greyed out.
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: ACCESS_CHECK_STALE_MS, gcTime: ACCESS_CHECK_GC_MS },
    },
  };
}

/** Reads the session's stored lists on every check; pass it to <Refine accessControlProvider>. */
export const accessControlProvider = createAccessControlProvider();
