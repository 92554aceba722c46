import { useQuery } from '@tanstack/react-query';
import { getMultiUser, type PickerUser, type UserStoreField } from '../../../providers/picker-api';
import { pickerQueryKeys } from '../TablePicker/pickerQueryKeys';
import type { RowLookup } from '../TablePicker/usePickedRows';
import { useFailureWarning } from '../TablePicker/useFailureWarning';

/**
 * The call that finds the users behind stored values (spec 7.4 getMultiUser on the store field),
 * one cache entry for the input and its modal.
 */
export const usersLookup = (
  field: UserStoreField,
  values: readonly string[],
): RowLookup<PickerUser> => ({
  queryKey: pickerQueryKeys.users(field, values),
  queryFn: () => getMultiUser(field, values),
});

/**
 * The users behind stored values, so an existing value shows names and comes up chosen. Nothing is
 * asked for an empty value.
 */
export function useUsersOf(field: UserStoreField, values: readonly string[], enabled = true) {
  const query = useQuery({
    ...usersLookup(field, values),
    enabled: enabled && values.length > 0,
    retry: false,
  });
  useFailureWarning(query.error);
  return query;
}
