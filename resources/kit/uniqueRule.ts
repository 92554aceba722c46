import { duplicateCheckRule } from '../../providers/validation-api';
import type { FieldRule } from '../../src/lib/validators/fields';
import type { FormContext } from './types';

/**
 * A form field's rules (spec 5.4): the value must not exist yet in `tableName.fieldName`
 * (/sys/duplicate/check); an edited record's own value does not count (dataId).
 */
export const uniqueColumnRules =
  (tableName: string, fieldName: string, fieldLabel: string) =>
  ({ id }: FormContext): FieldRule[] => [
    duplicateCheckRule({ tableName, fieldName, fieldLabel, ...(id ? { dataId: id } : {}) }),
  ];
