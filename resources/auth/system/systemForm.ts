/**
 * The create / edit form of a system: the record's fields plus its system info (spec 3) as
 * fields under `info`, and the CapAuthSystemFields they are saved as (SystemAddtion /
 * SystemUpdating). The system's name is one field: the record's sysName and sysInfo.sysName.
 */
import type { AuthSystem, AuthSystemFields } from '../../../providers/auth-admin-api';
import {
  AUTH_STATUS,
  brandFormOf,
  brandInfoOf,
  brandInfoText,
  isCode,
  type BrandFormValues,
} from '../../../src/lib/auth';
import type { BrandInfo } from '../../../src/lib/branding';
import type { JsonRecord } from '../../../src/lib/guards';

export interface SystemFormValues {
  sysCode?: string;
  sysName?: string;
  url?: string;
  port?: string;
  entityId?: string;
  sysStatus?: string;
  remark?: string | null;
  info?: BrandFormValues;
}

/** What 新增 opens with: enabled, https, the flags off. */
export const NEW_SYSTEM: SystemFormValues = {
  port: '443',
  sysStatus: AUTH_STATUS.enabled,
  info: brandFormOf(null).values,
};

/** What a system's form opens with, and the info fields the form does not show (kept on save). */
export function systemFormOf(system: AuthSystem): { values: SystemFormValues; extra: JsonRecord } {
  const { values: info, extra } = brandFormOf(system.sysInfo);
  return {
    values: {
      sysCode: system.sysCode,
      sysName: system.sysName,
      url: system.url,
      port: system.port,
      entityId: system.entityId,
      sysStatus: system.sysStatus,
      remark: system.remark,
      info,
    },
    extra,
  };
}

/** The info the login page would get from these values (the preview's input). */
export function systemBrandInfo(values: SystemFormValues | undefined): BrandInfo {
  return brandInfoOf({ ...values?.info, sysName: values?.sysName });
}

/** The saved fields of validated values; undefined when one is missing (the rules prevent it). */
export function systemFieldsOf(
  values: SystemFormValues,
  extra: JsonRecord,
): AuthSystemFields | undefined {
  const sysCode = values.sysCode?.trim();
  const sysName = values.sysName?.trim();
  const url = values.url?.trim().toLowerCase();
  const port = values.port?.trim();
  const { entityId, sysStatus } = values;
  if (!sysCode || !sysName || !url || !port || !entityId || !isCode(AUTH_STATUS, sysStatus))
    return undefined;
  return {
    sysCode,
    sysName,
    url,
    port,
    entityId,
    sysStatus,
    sysInfo: brandInfoText({ ...values.info, sysName }, extra),
    remark: values.remark?.trim() || null,
  };
}
