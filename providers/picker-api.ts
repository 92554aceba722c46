/**
 * Calls of the pickers of spec 2.10 (user by department, multi-user, position, department; spec
 * 7.4, 7.5; jeecg-contracts §2.2, §2.5). Functions return the result or reject: with the HTTP
 * layer's already presented error for HTTP failures, with a refusal `ApiError` carrying the server
 * message for a `success: false` reply (the picker shows it as a warning).
 */
import type { components, operations } from '../src/api/generated/sys';
import { inFilter, likeFilter } from '../src/lib/pickers/commaValues';
import { DATA_LOAD_FAILED } from '../src/lib/messages';
import { resultOf, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';

/** A user row of the picker tables (spec 3 user, with the `@Dict` texts of list replies). */
export type PickerUser = components['schemas']['SysUserRecord'];
/** A position row; the rank text is `postRank_dictText` (spec 3 calls it rank_dictText). */
export type PickerPosition = components['schemas']['SysPositionRecord'];
export type DepartTreeRecord = components['schemas']['SysDepartTreeModel'];

export interface PickerPage<Row> {
  records: Row[];
  total: number;
}

/** Which user field a picker stores (JeecgBoot `store`; getMultiUser filters on it). */
export type UserStoreField = 'username' | 'id';

type Query<Operation> = Operation extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;
type Sorting = Pick<Query<operations['sysUserList']>, 'column' | 'order'>;

/** The order the pickers list rows in, as JeecgBoot's list mixin asks: newest first. */
export const NEWEST_FIRST = { column: 'createTime', order: 'desc' } as const satisfies Sorting;

export interface UserComponentQuery extends Sorting {
  pageNo: number;
  pageSize: number;
  /** Account; the server matches it with LIKE. */
  username?: string;
  /** The department whose subtree is listed. */
  departId?: string;
  /** The column list the Vue2 mixin sends (unused by the server). */
  field?: string;
}

export interface UserListQuery extends Sorting {
  pageNo: number;
  pageSize: number;
  /** Part of the account. */
  username?: string;
  sex?: number;
  /** YYYY-MM-DD. */
  birthday?: string;
}

export interface PositionListQuery extends Sorting {
  pageNo: number;
  pageSize: number;
  /** Part of the position name. */
  name?: string;
}

function pageOf<Row>(page: { records?: Row[] | null; total?: number | string } | null | undefined) {
  // Backends that serialise Java longs as strings send the total as text; a department without
  // users answers result null (jeecg-contracts §2.2).
  return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
}

/** Drops empty strings so a blank filter is left out of the query rather than sent empty. */
const given = (text: string | undefined): string | undefined => (text ? text : undefined);

export interface PickerApi {
  /** Users of the 根据部门选择用户 modal (spec 7.4 queryUserComponentData). */
  listUserComponentData(query: UserComponentQuery): Promise<PickerPage<PickerUser>>;
  /** The users behind stored values (spec 7.4 getMultiUser: the store field, a bare array). */
  getMultiUser(field: UserStoreField, values: readonly string[]): Promise<PickerUser[]>;
  /** Users of the multi-user picker (spec 7.5 picker list on /sys/user/list). */
  listUsers(query: UserListQuery): Promise<PickerPage<PickerUser>>;
  /** Positions of the position picker (spec 7.4 /sys/position/list). */
  listPositions(query: PositionListQuery): Promise<PickerPage<PickerPosition>>;
  /** The positions behind stored codes or ids (spec 7.5: the key field, page size = count). */
  getPositions(field: 'code' | 'id', values: readonly string[]): Promise<PickerPosition[]>;
  /** The whole department tree (spec 7.4 queryTreeList). */
  queryDepartTree(): Promise<DepartTreeRecord[]>;
  /** One level of the department tree, the roots without a pid (spec 7.4 queryDepartTreeSync). */
  queryDepartLevel(pid?: string): Promise<DepartTreeRecord[]>;
}

export function createPickerApi(http: Pick<Http, 'sys'>): PickerApi {
  return {
    async listUserComponentData({ username, departId, ...paging }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/user/queryUserComponentData', {
          params: { query: { ...paging, username: given(username), departId: given(departId) } },
        }),
      );
      return pageOf(resultOf(reply, DATA_LOAD_FAILED));
    },

    async getMultiUser(field, values) {
      if (!values.length) return [];
      const reply = unwrapSys(
        await http.sys.GET('/sys/user/getMultiUser', {
          params: { query: { [field]: inFilter(values) } },
        }),
      );
      return resultOf(reply, DATA_LOAD_FAILED) ?? [];
    },

    async listUsers({ username, ...rest }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/user/list', {
          params: { query: { ...rest, username: likeFilter(username) } },
        }),
      );
      return pageOf(resultOf(reply, DATA_LOAD_FAILED));
    },

    async listPositions({ name, ...rest }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/position/list', {
          params: { query: { ...rest, name: likeFilter(name) } },
        }),
      );
      return pageOf(resultOf(reply, DATA_LOAD_FAILED));
    },

    async getPositions(field, values) {
      if (!values.length) return [];
      const reply = unwrapSys(
        await http.sys.GET('/sys/position/list', {
          params: { query: { [field]: inFilter(values), pageNo: 1, pageSize: values.length } },
        }),
      );
      return pageOf(resultOf(reply, DATA_LOAD_FAILED)).records;
    },

    async queryDepartTree() {
      const reply = unwrapSys(await http.sys.GET('/sys/sysDepart/queryTreeList'));
      return resultOf(reply, DATA_LOAD_FAILED) ?? [];
    },

    async queryDepartLevel(pid) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/sysDepart/queryDepartTreeSync', {
          params: { query: { pid: given(pid) } },
        }),
      );
      return resultOf(reply, DATA_LOAD_FAILED) ?? [];
    },
  };
}

const appPickerApi = createPickerApi(appHttp);

export const {
  listUserComponentData,
  getMultiUser,
  listUsers,
  listPositions,
  getPositions,
  queryDepartTree,
  queryDepartLevel,
} = appPickerApi;
