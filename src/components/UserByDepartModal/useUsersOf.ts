import { useQuery } from '@tanstack/react-query';
import { getMultiUser, type UserStoreField } from '../../../providers/picker-api';
import { pickerQueryKeys } from '../TablePicker/pickerQueryKeys';
import { useFailureWarning } from '../TablePicker/useFailureWarning';

/**
 * The users behind stored values (spec 7.4 getMultiUser on the store field), so an existing value
 * shows names and comes up chosen. Nothing is asked for an empty value.
 */
export function useUsersOf(field: UserStoreField, values: readonly string[], enabled = true) {
  const query = useQuery({
    queryKey: pickerQueryKeys.users(field, values),
    queryFn: () => getMultiUser(field, values),
    enabled: enabled && values.length > 0,
    retry: false,
  });
  useFailureWarning(query.error);
  return query;
}
