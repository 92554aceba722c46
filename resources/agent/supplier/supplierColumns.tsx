import { Button, Space, type TableColumnsType } from 'antd';
import type { Supplier } from '../../../providers/agent-api';
import { AGENT_DICT } from '../../../src/lib/agent';
import { useDictText } from '../../customer/customer/useDictText';
import { StatusCell } from '../shared/StatusCell';
import { SHARED_TEXTS } from '../shared/texts';
import { SUPPLIER_TEXTS as TEXTS } from './texts';

export interface SupplierRowAction {
  key: 'edit' | 'status';
  label: string;
}

/** The columns of 供应商: codes through their dictionaries, masked values as the server sent them. */
export function useSupplierColumns(
  actionsOf: (supplier: Supplier) => SupplierRowAction[],
  onAction: (supplier: Supplier, action: SupplierRowAction) => void,
): TableColumnsType<Supplier> {
  const typeText = useDictText(AGENT_DICT.supplyType);
  const cycleText = useDictText(AGENT_DICT.settleCycle);
  return [
    { title: TEXTS.supplierCode, dataIndex: 'supplierCode', width: 110 },
    { title: TEXTS.supplierName, dataIndex: 'supplierName', width: 220 },
    {
      title: TEXTS.supplyType,
      dataIndex: 'supplyType',
      width: 100,
      render: (code: string) => typeText(code),
    },
    { title: SHARED_TEXTS.contactName, dataIndex: 'contactName', width: 90 },
    { title: SHARED_TEXTS.contactMobile, dataIndex: 'contactMobile', width: 130 },
    {
      title: SHARED_TEXTS.settleAcct,
      key: 'settleAcct',
      width: 260,
      render: (_: unknown, supplier) =>
        `${supplier.settleAcct.bankName} ${supplier.settleAcct.cardNo}`,
    },
    {
      title: TEXTS.settleCycle,
      dataIndex: 'settleCycle',
      width: 90,
      render: (code: string) => cycleText(code),
    },
    {
      title: TEXTS.feeRate,
      dataIndex: 'feeRate',
      width: 90,
      align: 'right',
      render: (rate: string | null) => (rate ? `${rate}%` : '—'),
    },
    {
      title: TEXTS.contract,
      key: 'contract',
      width: 200,
      render: (_: unknown, supplier) => `${supplier.contractStart} ~ ${supplier.contractEnd}`,
    },
    {
      title: TEXTS.status,
      dataIndex: 'supplierStatus',
      width: 150,
      render: (status: string, supplier) => (
        <StatusCell status={status} reason={supplier.statusReason} />
      ),
    },
    {
      title: SHARED_TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_: unknown, supplier) => (
        <Space size="small">
          {actionsOf(supplier).map((action) => (
            <Button
              key={action.key}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(supplier, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
