/**
 * Server-side checks behind form rules (spec 5.4, 7.3; jeecg-contracts §2.10): the JeecgBoot
 * duplicate check, the /cap existence count, and the coding-rule check. Each call resolves with an
 * answer, never throws: a failure says whether the HTTP layer has shown it already. The rule
 * factories at the end bind them to the pure rules of src/lib/validators/remoteRules.
 */
import type { FieldRule } from '../src/lib/validators/fields';
import {
  ruleCheckRule,
  uniquenessRule,
  type ExistenceAnswer,
  type RemoteRuleOptions,
  type RuleCheckAnswer,
} from '../src/lib/validators/remoteRules';
import { MALFORMED_REPLY } from '../src/lib/messages';
import { unwrapCap, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle } from './outcome';

/** GET /sys/duplicate/check, less the value. */
export interface DuplicateCheckTarget {
  tableName: string;
  /** Column name, e.g. work_no. */
  fieldName: string;
  /** Id of the record being edited, so its own value does not count. */
  dataId?: string;
}

/** POST /cap/sys/v1/ValidateExistenceMysql, less the value. */
export interface ExistenceTarget {
  schemaName?: string;
  tableName: string;
  /** Column name. */
  fieldCode: string;
  /** Field label, also the start of the 已存在 message. */
  fieldName: string;
  /** Id of the record being edited. */
  idValue?: string;
  /** Default: the signed-in user's entity. */
  entityId?: string;
  /** Default: the chosen tenant. */
  tenantId?: string;
}

/**
 * The duplicate check answers `success: false` both for a taken value (该值不可用，系统中已存在！)
 * and for a server error; only the first mentions this.
 */
export const DUPLICATE_TAKEN_MARKER = '已存在';

export interface ValidationApi {
  checkDuplicate(target: DuplicateCheckTarget, value: string): Promise<ExistenceAnswer>;
  checkExistence(target: ExistenceTarget, value: string): Promise<ExistenceAnswer>;
  /** The value is URI-encoded here once, as the old console did; the server decodes it again. */
  checkRule(ruleCode: string, value: string): Promise<RuleCheckAnswer>;
}

const EXISTENCE_PATH = '/cap/sys/v1/ValidateExistenceMysql';

export function createValidationApi(
  http: Pick<Http, 'sys' | 'cap' | 'serviceBody'>,
): ValidationApi {
  return {
    checkDuplicate: ({ tableName, fieldName, dataId }, value) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/duplicate/check', {
            params: { query: { tableName, fieldName, fieldVal: value, dataId } },
          }),
        );
        if (reply.success) return { ok: true as const, exists: false };
        if (reply.message.includes(DUPLICATE_TAKEN_MARKER))
          return { ok: true as const, exists: true };
        return failed(reply.message);
      }),

    checkExistence: (target, value) =>
      settle(async () => {
        const payload = http.serviceBody(EXISTENCE_PATH, {
          schemaName: target.schemaName ?? null,
          tableName: target.tableName,
          fieldCode: target.fieldCode,
          fieldName: target.fieldName,
          fieldValue: value,
          idValue: target.idValue ?? null,
          entityId: target.entityId ?? null,
          tenantId: target.tenantId ?? null,
        });
        const body = {
          ...payload,
          entityId: payload.entityId ?? payload.context.entityId,
          tenantId: payload.tenantId ?? payload.context.tenantId,
        };
        const reply = unwrapCap(await http.cap.POST(EXISTENCE_PATH, { body }));
        if (!reply.success) return failed(reply.message);
        // A Java long may arrive as text.
        const count = Number(reply.result?.cnt);
        if (reply.result?.cnt === undefined || !Number.isFinite(count)) {
          return failed(MALFORMED_REPLY);
        }
        return { ok: true as const, exists: count > 0 };
      }),

    checkRule: (ruleCode, value) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/checkRule/checkByCode', {
            params: { query: { ruleCode, value: encodeURIComponent(value) } },
          }),
        );
        return reply.success ? { ok: true as const } : failed(reply.message);
      }),
  };
}

export const validationApi: ValidationApi = createValidationApi(appHttp);

/** How a rule factory's check runs: the pure rule's options and the checks to call. */
export interface CheckRuleOptions extends RemoteRuleOptions {
  /** The app's checks by default; tests pass their own. */
  api?: ValidationApi;
}

/** spec 5.4 uniqueness over /sys/duplicate/check: '{fieldLabel}已存在' when taken. */
export function duplicateCheckRule(
  target: DuplicateCheckTarget & { fieldLabel: string },
  options: CheckRuleOptions = {},
): FieldRule {
  const api = options.api ?? validationApi;
  return uniquenessRule((value) => api.checkDuplicate(target, value), target.fieldLabel, options);
}

/** spec 5.4 uniqueness over ValidateExistenceMysql: '{fieldName}已存在' when result.cnt > 0. */
export function existenceCheckRule(
  target: ExistenceTarget,
  options: CheckRuleOptions = {},
): FieldRule {
  const api = options.api ?? validationApi;
  return uniquenessRule((value) => api.checkExistence(target, value), target.fieldName, options);
}

/** spec 5.4, 7.3 coding-rule check: the server's message when the value breaks the rule. */
export function codingRuleCheck(ruleCode: string, options: CheckRuleOptions = {}): FieldRule {
  const api = options.api ?? validationApi;
  return ruleCheckRule((value) => api.checkRule(ruleCode, value), options);
}
