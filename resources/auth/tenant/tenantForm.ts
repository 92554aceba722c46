/**
 * The create / edit form of a tenant: the record plus its tenant info (spec 3, the branding the
 * login page's TenantInquiry answers) as fields under `info`, and the CapAuthTenantFields saved.
 */
import type { AuthTenant, AuthTenantFields } from '../../../providers/auth-admin-api';
import {
  AUTH_STATUS,
  brandFormOf,
  brandInfoText,
  isCode,
  type BrandFormValues,
} from '../../../src/lib/auth';
import type { JsonRecord } from '../../../src/lib/guards';

export interface TenantFormValues {
  tenantName?: string;
  url?: string;
  tenantStatus?: string;
  remark?: string | null;
  info?: BrandFormValues;
}

export const NEW_TENANT: TenantFormValues = {
  tenantStatus: AUTH_STATUS.enabled,
  info: brandFormOf(null).values,
};

export function tenantFormOf(tenant: AuthTenant): { values: TenantFormValues; extra: JsonRecord } {
  const { values: info, extra } = brandFormOf(tenant.tenantInfo);
  return {
    values: {
      tenantName: tenant.tenantName,
      url: tenant.url,
      tenantStatus: tenant.tenantStatus,
      remark: tenant.remark,
      info,
    },
    extra,
  };
}

/** The saved fields of validated values; undefined when one is missing (the rules prevent it). */
export function tenantFieldsOf(
  values: TenantFormValues,
  extra: JsonRecord,
): AuthTenantFields | undefined {
  const tenantName = values.tenantName?.trim();
  const url = values.url?.trim().toLowerCase();
  const { tenantStatus } = values;
  if (!tenantName || !url || !isCode(AUTH_STATUS, tenantStatus)) return undefined;
  return {
    tenantName,
    url,
    tenantStatus,
    tenantInfo: brandInfoText(values.info ?? {}, extra),
    remark: values.remark?.trim() || null,
  };
}
