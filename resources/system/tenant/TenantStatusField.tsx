import { DictSelect } from '../../../src/components/DictSelect';

export const TENANT_STATUS_DICT = 'tenant_status';

export interface TenantStatusFieldProps {
  /** sys_tenant.status is an Integer (1 正常, 0 冻结); the dictionary's values are text. */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/** 状态 of a tenant as the tenant_status radio group, holding the number the server stores. */
export function TenantStatusField({ value, onChange, id, disabled }: TenantStatusFieldProps) {
  return (
    <DictSelect
      dictCode={TENANT_STATUS_DICT}
      type="radio"
      id={id}
      disabled={disabled}
      value={value === null || value === undefined ? undefined : String(value)}
      onChange={(next) => onChange?.(next === undefined ? undefined : Number(next))}
    />
  );
}
