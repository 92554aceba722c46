import { MultiUserPicker } from '../../../src/components/MultiUserPicker';
import type { PickerInputProps } from '../../../src/components/TablePicker';
import { toRecipientIds } from './formRules';

/** 指定用户: the multi-user picker storing user ids the way the announcement keeps them. */
export function RecipientsPicker({ onChange, ...rest }: PickerInputProps) {
  return (
    <MultiUserPicker {...rest} returnId onChange={(picked) => onChange?.(toRecipientIds(picked))} />
  );
}
