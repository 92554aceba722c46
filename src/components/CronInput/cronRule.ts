import { cronExpressionError } from '../../lib/cron/parse';
import type { FieldRule } from '../../lib/validators/fields';

/** Form rule: rejects what Quartz rejects, with the Chinese reason; empty is left to `required`. */
export const cronExpressionRule: FieldRule = {
  validator: (_rule, value: unknown) => {
    const error = typeof value === 'string' && value.trim() ? cronExpressionError(value) : null;
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};
