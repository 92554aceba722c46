import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { Invoice } from '../../../providers/bill-api';
import { ACCOUNT_DICT, type InvoiceAction } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { StatusTag } from '../adjust/StatusTag';
import { INVOICE_STATUS_COLORS, INVOICE_TEXTS as TEXTS } from './texts';

export interface InvoiceRowAction {
  action: InvoiceAction;
  label: string;
}

const money = (amount: string | undefined) => (amount ? formatYuanText(amount) : '');

/** The columns of 发票: codes through dictionaries, amounts with separators (spec 9), the PDF. */
export function useInvoiceColumns(
  actionsOf: (invoice: Invoice) => InvoiceRowAction[],
  onAction: (invoice: Invoice, action: InvoiceRowAction) => void,
  fileUrl: (path: string) => string,
): TableColumnsType<Invoice> {
  const typeText = useDictText(ACCOUNT_DICT.invoiceType);
  return [
    { title: '申请单号', dataIndex: 'applyNo', width: 170 },
    { title: TEXTS.invoiceTitle, dataIndex: 'invoiceTitle', ellipsis: true },
    { title: TEXTS.taxNo, dataIndex: 'taxNo', width: 190 },
    {
      title: TEXTS.invoiceType,
      dataIndex: 'invoiceType',
      width: 140,
      render: (code: string) => typeText(code),
    },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: money,
    },
    { title: '税率', dataIndex: 'taxRate', width: 80, render: (rate: string) => `${rate}%` },
    {
      title: TEXTS.taxAmount,
      dataIndex: 'taxAmount',
      width: 120,
      align: 'right',
      render: money,
    },
    {
      title: TEXTS.period,
      key: 'period',
      width: 200,
      render: (_: unknown, invoice) => `${invoice.periodBegin} ~ ${invoice.periodEnd}`,
    },
    {
      title: '状态',
      dataIndex: 'invoiceStatus',
      width: 90,
      render: (code: string) => (
        <StatusTag
          dictCode={ACCOUNT_DICT.invoiceStatus}
          value={code}
          colors={INVOICE_STATUS_COLORS}
        />
      ),
    },
    {
      title: TEXTS.invoiceNo,
      dataIndex: 'invoiceNo',
      width: 150,
      render: (invoiceNo: string | null | undefined, invoice) =>
        invoiceNo && invoice.filePath ? (
          // Same-origin static file; a new tab without access back to the console.
          <Typography.Link
            href={fileUrl(invoice.filePath)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FilePdfOutlined /> {invoiceNo}
          </Typography.Link>
        ) : (
          (invoiceNo ?? '')
        ),
    },
    { title: '申请时间', dataIndex: 'applyTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_: unknown, invoice) => (
        <Space size="small" wrap>
          {actionsOf(invoice).map((action) => (
            <Button
              key={action.action}
              type="link"
              size="small"
              danger={action.action === 'void'}
              autoInsertSpace={false}
              onClick={() => onAction(invoice, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
