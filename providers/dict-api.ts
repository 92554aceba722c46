/**
 * Dictionary, tree and category lookups of the data-entry widgets (spec 3, 7.3; jeecg-contracts
 * §2.6, §2.8, §5). Functions return what the widget needs or reject: with the HTTP layer's already
 * presented error for HTTP failures, with a refusal `ApiError` carrying the server message (or
 * REQUEST_FAILED) for a `success: false` reply (shown by the widget as a warning, spec 8.2).
 */
import type { components as CapComponents } from '../src/api/generated/cap';
import type { components as SysComponents } from '../src/api/generated/sys';
import { DICT_CACHE_TTL_MS, FIRST_PAGE, SEARCH_SELECT_PAGE_SIZE } from '../src/lib/constants';
import { REQUEST_FAILED } from '../src/lib/messages';
import { storage as appStorage, type ConsoleStorage } from '../src/lib/storage';
import type { DictCache, DictItem } from '../src/lib/storedValues';
import {
  requiredResultOf,
  resultOf,
  SIGNATURE_PLACEHOLDERS,
  SIGNED_HEADERS,
  unwrapCap,
  unwrapSys,
  type Http,
  type Normalised,
} from './http';
import { http as appHttp } from './http/instance';

export type { DictItem };
export type TreeSelectNode = SysComponents['schemas']['TreeSelectModel'];
export type Category = SysComponents['schemas']['SysCategory'];
export type CategoryPage = SysComponents['schemas']['SysCategoryPage'];
export type TextValue = CapComponents['schemas']['CapTextValue'];

/** What both dictionary replies and the cache hold (DictModel, CapDictItem, DictItem). */
interface DictItemLike {
  value: string;
  text?: string;
  label?: string;
  title?: string;
  status?: unknown;
}

/** A list reply's items; a reply without a result has none. */
const listOf = <T>(reply: Normalised<T[] | null | undefined>): T[] =>
  resultOf(reply, REQUEST_FAILED) ?? [];

/** JeecgBoot table dictionary `table,text,code[,condition]` (jeecg-contracts §2.6). */
export const isTableDictCode = (dictCode: string): boolean => dictCode.includes(',');

/** spec 3: status 1 is active; items without a status are shown too. */
export function isActiveItem(item: { status?: unknown }): boolean {
  return item.status === undefined || item.status === null || String(item.status) === '1';
}

/** The active items as the widgets show them: value and text (spec 3: text, label or title). */
export function activeItems(items: readonly DictItemLike[]): DictItem[] {
  return items.filter(isActiveItem).map((item) => ({
    value: String(item.value),
    text: item.text || item.label || item.title || String(item.value),
  }));
}

export function cachedItems(
  cache: DictCache | undefined,
  dictCode: string,
): DictItem[] | undefined {
  const items = cache?.[dictCode];
  return items ? activeItems(items) : undefined;
}

export function withDictionary(
  cache: DictCache | undefined,
  dictCode: string,
  items: DictItem[],
): DictCache {
  return { ...cache, [dictCode]: items };
}

export interface TreeDataQuery {
  /** Parent value; '' for the root level. */
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  /** JSON object text (spec 5.4), checked by the widget before it calls. */
  condition?: string;
  converIsLeafVal?: number;
}

export interface SqlDictQuery {
  tableName: string;
  fieldText: string;
  fieldValue: string;
  keyword?: string;
  sqlCondition?: string;
  sqlOrderBy?: string;
  pageNum?: number;
  pageSize?: number;
}

export interface SqlDictPage {
  items: TextValue[];
  total: number;
}

export interface DictApi {
  /** The cached items of a dictionary now, or undefined (a table dictionary is never cached). */
  cachedDictItems(dictCode: string): DictItem[] | undefined;
  /** Cache first (the login's sysAllDictItems), else the server; active items only (spec 7.3). */
  loadDictItems(dictCode: string): Promise<DictItem[]>;
  /** Search a table dictionary (spec 7.3 loadDict). */
  searchDict(dict: string, keyword: string, pageSize?: number): Promise<DictItem[]>;
  /** Texts of table-dictionary values, in the order of `keys` (unknown keys come back as themselves). */
  loadDictTexts(dict: string, keys: string[]): Promise<string[]>;
  /** One level of a tree over any table (JTreeSelect). */
  loadTreeLevel(query: TreeDataQuery): Promise<TreeSelectNode[]>;
  /** refleshCache, then queryAllDictItems into the dictionary cache (spec 7.3, 9: 7 days). */
  refreshDictionaries(): Promise<void>;
  /** Page of a table-backed SQL dictionary (search select, spec 7.3, 9: page size 10). */
  searchSqlDict(query: SqlDictQuery): Promise<SqlDictPage>;
  loadCategoryRoots(pcode: string, async?: boolean): Promise<TreeSelectNode[]>;
  loadCategoryChildren(pid: string): Promise<TreeSelectNode[]>;
  /** Category levels filtered by a condition: `pid` for a node's children, else `pcode` ('0' roots). */
  loadCategoryLevel(query: {
    pid?: string;
    pcode?: string;
    condition: string;
  }): Promise<TreeSelectNode[]>;
  /** Names of category ids, in the order of `ids`. */
  loadCategoryNames(ids: string[]): Promise<string[]>;
  /** Tree-table loaders: the reply's result as is, so the table can check its shape (spec 7.3). */
  listCategoryRoots(pageNo: number, pageSize: number): Promise<CategoryPage | null | undefined>;
  listCategoryChildren(pid: string): Promise<Category[] | null | undefined>;
}

export function createDictApi(
  http: Pick<Http, 'sys' | 'cap' | 'serviceBody'>,
  storage: ConsoleStorage,
): DictApi {
  const fetchDictItems = async (dictCode: string): Promise<DictItem[]> => {
    if (isTableDictCode(dictCode)) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/dict/getDictItems/{dictCode}', {
          params: { path: { dictCode }, header: SIGNATURE_PLACEHOLDERS },
          headers: SIGNED_HEADERS,
        }),
      );
      return activeItems(listOf(reply));
    }
    const path = '/cap/sys/v1/SystemDictItemListInquiry';
    const reply = unwrapCap(
      await http.cap.POST(path, { body: http.serviceBody(path, { dictCode }) }),
    );
    return activeItems(requiredResultOf(reply, REQUEST_FAILED).listData);
  };

  // A table dictionary mirrors live table rows, so it is neither in the cache nor put there.
  const cachedDictItems = (dictCode: string): DictItem[] | undefined =>
    isTableDictCode(dictCode)
      ? undefined
      : cachedItems(storage.get('UI_CACHE_DB_DICT_DATA'), dictCode);

  return {
    cachedDictItems,

    async loadDictItems(dictCode) {
      if (isTableDictCode(dictCode)) return fetchDictItems(dictCode);
      const cached = cachedDictItems(dictCode);
      if (cached) return cached;
      const items = await fetchDictItems(dictCode);
      if (items.length > 0) {
        const cache = withDictionary(storage.get('UI_CACHE_DB_DICT_DATA'), dictCode, items);
        storage.set('UI_CACHE_DB_DICT_DATA', cache, DICT_CACHE_TTL_MS);
      }
      return items;
    },

    async searchDict(dict, keyword, pageSize = SEARCH_SELECT_PAGE_SIZE) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/dict/loadDict/{dictCode}', {
          params: {
            path: { dictCode: dict },
            query: { keyword, pageSize },
            header: SIGNATURE_PLACEHOLDERS,
          },
          headers: SIGNED_HEADERS,
        }),
      );
      return activeItems(listOf(reply));
    },

    async loadDictTexts(dict, keys) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/dict/loadDictItem/{dictCode}', {
          params: {
            path: { dictCode: dict },
            query: { key: keys.join(','), delNotExist: false },
            header: SIGNATURE_PLACEHOLDERS,
          },
          headers: SIGNED_HEADERS,
        }),
      );
      return listOf(reply);
    },

    async loadTreeLevel(query) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/dict/loadTreeData', {
          // JeecgBoot 3.4.3 requires all seven parameters to be present (empty is fine).
          params: {
            query: {
              ...query,
              hasChildField: query.hasChildField ?? '',
              condition: query.condition ?? '',
            },
            header: SIGNATURE_PLACEHOLDERS,
          },
          headers: SIGNED_HEADERS,
        }),
      );
      return listOf(reply);
    },

    async refreshDictionaries() {
      const cleared = unwrapSys(await http.sys.GET('/sys/dict/refleshCache'));
      resultOf(cleared, REQUEST_FAILED);
      const all = requiredResultOf(
        unwrapSys(await http.sys.GET('/sys/dict/queryAllDictItems')),
        REQUEST_FAILED,
      );
      const cache: DictCache = {};
      for (const [code, items] of Object.entries(all)) cache[code] = activeItems(items);
      storage.set('UI_CACHE_DB_DICT_DATA', cache, DICT_CACHE_TTL_MS);
    },

    async searchSqlDict({ keyword, pageNum = FIRST_PAGE, pageSize, ...table }) {
      const path = '/cap/sys/v1/SystemSqlDictPageListInquiry';
      const payload = { ...table, fieldValueKeyword: keyword ?? '' };
      const page = { pageNum, pageSize: pageSize ?? SEARCH_SELECT_PAGE_SIZE };
      const reply = unwrapCap(
        await http.cap.POST(path, { body: http.serviceBody(path, payload, page) }),
      );
      const body = requiredResultOf(reply, REQUEST_FAILED);
      return { items: body.listData, total: Number(body.page?.count ?? body.listData.length) };
    },

    async loadCategoryRoots(pcode, async = true) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/loadTreeRoot', {
          params: { query: { async, pcode } },
        }),
      );
      return listOf(reply);
    },

    async loadCategoryChildren(pid) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/loadTreeChildren', { params: { query: { pid } } }),
      );
      return listOf(reply);
    },

    async loadCategoryLevel({ pid, pcode, condition }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/loadTreeData', {
          params: { query: pid ? { pid, condition } : { pcode: pcode || '0', condition } },
        }),
      );
      return listOf(reply);
    },

    async loadCategoryNames(ids) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/loadDictItem', {
          params: { query: { ids: ids.join(','), delNotExist: false } },
        }),
      );
      return listOf(reply);
    },

    async listCategoryRoots(pageNo, pageSize) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/rootList', { params: { query: { pageNo, pageSize } } }),
      );
      return resultOf(reply, REQUEST_FAILED);
    },

    async listCategoryChildren(pid) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/category/childList', { params: { query: { pid } } }),
      );
      return resultOf(reply, REQUEST_FAILED);
    },
  };
}

const appDictApi = createDictApi(appHttp, appStorage);

export const {
  cachedDictItems,
  loadDictItems,
  searchDict,
  loadDictTexts,
  loadTreeLevel,
  refreshDictionaries,
  searchSqlDict,
  loadCategoryRoots,
  loadCategoryChildren,
  loadCategoryLevel,
  loadCategoryNames,
  listCategoryRoots,
  listCategoryChildren,
} = appDictApi;
