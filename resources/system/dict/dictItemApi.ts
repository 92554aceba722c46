/**
 * The 字典项 value check (jeecg-contracts §2.6 /sys/dictItem/dictItemCheck): a value may appear
 * once per dictionary. Resolves with an answer, never throws, like the other server checks.
 */
import { unwrapSys } from '../../../providers/http';
import { http } from '../../../providers/http/instance';
import { failed, settle } from '../../../providers/outcome';
import { DUPLICATE_TAKEN_MARKER } from '../../../providers/validation-api';
import type { FieldRule } from '../../../src/lib/validators/fields';
import { uniquenessRule, type ExistenceAnswer } from '../../../src/lib/validators/remoteRules';

export interface DictItemTarget {
  dictId: string;
  /** The edited item, so its own value does not count. */
  id?: string;
}

export function checkDictItemValue(
  { dictId, id }: DictItemTarget,
  itemValue: string,
): Promise<ExistenceAnswer> {
  return settle(async () => {
    const reply = unwrapSys(
      await http.sys.GET('/sys/dictItem/dictItemCheck', {
        params: { query: { itemValue, dictId, ...(id ? { id } : {}) } },
      }),
    );
    if (reply.success) return { ok: true as const, exists: false };
    // 该值不可用，系统中已存在！ for a taken value; anything else is a failed check.
    if (reply.message.includes(DUPLICATE_TAKEN_MARKER)) return { ok: true as const, exists: true };
    return failed(reply.message);
  });
}

/** spec 5.4: '数据值已存在' when the dictionary already holds the value. */
export const dictItemValueRule = (target: DictItemTarget, fieldLabel: string): FieldRule =>
  uniquenessRule((value) => checkDictItemValue(target, value), fieldLabel);
