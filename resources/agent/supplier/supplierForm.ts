/**
 * The create / edit form of a supplier: its values (dates as YYYY-MM-DD text) and the
 * CapSupplierFields they are saved as (SupplierAddtion / SupplierUpdating).
 */
import type { Supplier, SupplierFields } from '../../../providers/agent-api';
import {
  SETTLE_CYCLE,
  SUPPLY_TYPE,
  contractEndsAfterStart,
  feeRateText,
  isCode,
} from '../../../src/lib/agent';
import { optionalText, settleAcctOf, trimmed, type SettleAcctValues } from '../shared/settleAcct';

export interface SupplierFormValues {
  supplierName?: string;
  supplyType?: string;
  contactName?: string;
  contactMobile?: string;
  settleCycle?: string;
  feeRate?: string | null;
  contractStart?: string;
  contractEnd?: string;
  remark?: string | null;
  settleAcct?: SettleAcctValues;
}

/** What a supplier's form opens with (masked values as the server sent them). */
export function supplierFormValues(supplier: Supplier): SupplierFormValues {
  return {
    supplierName: supplier.supplierName,
    supplyType: supplier.supplyType,
    contactName: supplier.contactName,
    contactMobile: supplier.contactMobile,
    settleCycle: supplier.settleCycle,
    feeRate: supplier.feeRate,
    contractStart: supplier.contractStart,
    contractEnd: supplier.contractEnd,
    remark: supplier.remark,
    settleAcct: { ...supplier.settleAcct },
  };
}

/** The saved fields of validated values; undefined when a code or value is off (rules prevent it). */
export function supplierFieldsOf(values: SupplierFormValues): SupplierFields | undefined {
  const { supplyType, settleCycle, contractStart, contractEnd } = values;
  const settleAcct = settleAcctOf(values.settleAcct);
  const feeRate = feeRateText(values.feeRate);
  if (!isCode(SUPPLY_TYPE, supplyType) || !isCode(SETTLE_CYCLE, settleCycle)) return undefined;
  if (!settleAcct || feeRate === undefined || !contractStart || !contractEnd) return undefined;
  if (!contractEndsAfterStart(contractStart, contractEnd)) return undefined;
  return {
    supplierName: trimmed(values.supplierName),
    supplyType,
    contactName: trimmed(values.contactName),
    contactMobile: trimmed(values.contactMobile),
    settleAcct,
    settleCycle,
    feeRate,
    contractStart,
    contractEnd,
    remark: optionalText(values.remark),
  };
}
