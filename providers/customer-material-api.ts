/**
 * The customer-material calls of 客户资料 (spec 7.7, issue 16): a customer's materials, adding a file
 * uploaded through FileUpload (spec 7.6, providers/upload-api.ts), and the one-row changes of
 * CusMaterialUpdating (replace, reorder, remove, approve, reject). Changes resolve with an outcome
 * carrying the server's replyText / errorMsg either way (spec 7.1).
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type CapRowOf, type ServicePost } from './cap-list';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const MATERIAL_PATHS = {
  inquiry: '/cap/cus/v1/CusMaterialInquiry',
  addition: '/cap/cus/v1/CusMaterialAddtion',
  updating: '/cap/cus/v1/CusMaterialUpdating',
} as const;

export type Material = CapRowOf<typeof MATERIAL_PATHS.inquiry>;
export type MaterialTypeCode = Schemas['CapCusMaterialTypeCode'];
export type MaterialAction = Schemas['CapCusMaterialAction'];
type AdditionFields = Omit<Schemas['CapCusMaterialAddtionRequest'], 'page' | 'context'>;
type UpdatingRequest = Omit<Schemas['CapCusMaterialUpdatingRequest'], 'page' | 'context'>;
type MaterialBody = Schemas['CapCusMaterialReply']['body'];
type MaterialListBody = Schemas['CapCusMaterialListReply']['body'];

/** One CusMaterialUpdating change: the action and the fields it takes (cap.yaml). */
export type MaterialChange =
  | { action: 'replace'; fileName: string; filePath: string }
  | { action: 'reorder'; sortNo: number }
  | { action: 'remove' }
  | { action: 'approve' }
  | { action: 'reject'; auditRemark: string };

/**
 * A change's outcome: the server's text and, on success, the customer's materials after it
 * (undefined when the reply carries no list: the caller reads it again).
 */
export type ChangeOutcome = { ok: true; message: string; rows: Material[] | undefined } | Failure;
export type AddOutcome = { ok: true; message: string } | Failure;

/** A customer's materials fit in one page: the contract's example asks for 50. */
export const MATERIAL_PAGE = { pageNum: 1, pageSize: 50 } as const;

export interface CustomerMaterialApi {
  /** The customer's materials in sortNo order; rejects on failure (the panel shows it). */
  list(cusCode: string): Promise<Material[]>;
  add(fields: AdditionFields): Promise<AddOutcome>;
  change(target: { id: string; cusCode: string }, change: MaterialChange): Promise<ChangeOutcome>;
}

const bySortNo = (rows: readonly Material[]): Material[] =>
  [...rows].sort((a, b) => a.sortNo - b.sortNo);

export function createCustomerMaterialApi(post: ServicePost): CustomerMaterialApi {
  return {
    list: async (cusCode) =>
      bySortNo((await readCapList(post, MATERIAL_PATHS.inquiry, { cusCode }, MATERIAL_PAGE)).rows),
    add: (fields) =>
      settle(async (): Promise<AddOutcome> => {
        const reply = await post<MaterialBody>(MATERIAL_PATHS.addition, fields);
        return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
      }),
    change: ({ id, cusCode }, change) =>
      settle(async (): Promise<ChangeOutcome> => {
        const request: UpdatingRequest = { id, cusCode, ...change };
        const reply = await post<MaterialListBody>(MATERIAL_PATHS.updating, request);
        if (!reply.success) return failed(reply.message);
        const rows = reply.result?.listData;
        return { ok: true, message: reply.message, rows: rows ? bySortNo(rows) : undefined };
      }),
  };
}

/** The app-wide material calls over the shared HTTP instance. */
export const customerMaterialApi: CustomerMaterialApi = createCustomerMaterialApi(
  appHttp.servicePost,
);
