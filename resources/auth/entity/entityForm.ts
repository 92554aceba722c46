/** The create / edit form of an entity and the CapAuthEntityFields it is saved as. */
import type { AuthEntity, AuthEntityFields } from '../../../providers/auth-admin-api';
import { ORG_TYPE, isCode } from '../../../src/lib/auth';

export interface EntityFormValues {
  entityName?: string;
  shortName?: string;
  creditCode?: string;
  orgType?: string;
  legalPerson?: string;
  contactName?: string;
  contactMobile?: string;
  url?: string | null;
  remark?: string | null;
}

/** What an entity's form opens with (the masked mobile as the server sent it). */
export function entityFormValues(entity: AuthEntity): EntityFormValues {
  return {
    entityName: entity.entityName,
    shortName: entity.shortName,
    creditCode: entity.creditCode,
    orgType: entity.orgType,
    legalPerson: entity.legalPerson,
    contactName: entity.contactName,
    contactMobile: entity.contactMobile,
    url: entity.url,
    remark: entity.remark,
  };
}

const text = (value: string | undefined): string => value?.trim() ?? '';
const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** The saved fields of validated values; undefined when the type is off (the rules prevent it). */
export function entityFieldsOf(values: EntityFormValues): AuthEntityFields | undefined {
  const { orgType } = values;
  if (!isCode(ORG_TYPE, orgType)) return undefined;
  return {
    entityName: text(values.entityName),
    shortName: text(values.shortName),
    creditCode: text(values.creditCode).toUpperCase(),
    orgType,
    legalPerson: text(values.legalPerson),
    contactName: text(values.contactName),
    contactMobile: text(values.contactMobile),
    url: optional(values.url)?.toLowerCase() ?? null,
    remark: optional(values.remark),
  };
}
