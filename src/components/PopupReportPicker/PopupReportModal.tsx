import { Alert, Modal, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import type { ReportApi } from '../../../providers/report-api';
import { PAGINATION_PAGE_SIZE_OPTIONS } from '../../lib/constants';
import { EMPTY_TEXT } from '../../lib/messages';
import {
  dictCellText,
  reportRowKey,
  selectionError,
  type ReportRecord,
} from '../../lib/superQuery/popupReport';
import { labelledRowSelection } from '../tableSelection/labelledRowSelection';
import { ReportSearchForm } from './ReportSearchForm';
import { usePopupReport } from './usePopupReport';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface PopupReportModalProps {
  open: boolean;
  api: ReportApi;
  code: string;
  multi: boolean;
  width: number;
  sorter?: string;
  param?: Readonly<Record<string, string>>;
  onOk: (rows: ReportRecord[]) => void;
  onClose: () => void;
}

const showTotal = (total: number, range: [number, number]) =>
  `${range[0]}-${range[1]} 共${total}条`;

/** The report table of the popup picker (JPopupOnlReport; spec 2.10, 5.4, 7.5, 9). */
export function PopupReportModal(props: PopupReportModalProps) {
  const { open, api, code, multi, width, onOk, onClose } = props;
  const { message } = useAppFeedback();
  const [selected, setSelected] = useState<ReportRecord[]>([]);
  const report = usePopupReport({
    api,
    code,
    sorter: props.sorter,
    param: props.param,
    onFailure: onClose,
  });
  // Each opening sets the report up once, whatever props change while it is open.
  const startReport = useEffectEvent(() => void report.start());
  useEffect(() => {
    if (open) startReport();
  }, [open]);

  const selectedKeys = selected.map(reportRowKey);

  /** A row click toggles it; single mode keeps only the latest (JPopupOnlReport clickThenCheck). */
  const toggle = (row: ReportRecord) => {
    const key = reportRowKey(row);
    setSelected((old) => {
      if (old.some((item) => reportRowKey(item) === key)) {
        return old.filter((item) => reportRowKey(item) !== key);
      }
      return multi ? [...old, row] : [row];
    });
  };

  const close = () => {
    setSelected([]);
    onClose();
  };

  const submit = () => {
    const error = selectionError(selected.length, multi);
    if (error) {
      void message.warning(error);
      return;
    }
    onOk(selected);
    close();
  };

  const columnsInfo = report.report?.columns;
  const columns: TableColumnsType<ReportRecord> = (columnsInfo?.columns ?? []).map((column) => ({
    key: column.dataIndex,
    title: column.title,
    dataIndex: column.dataIndex,
    align: column.align === 'left' || column.align === 'right' ? column.align : 'center',
    sorter: column.sorter === 'true',
    sortOrder:
      report.sort?.column === column.dataIndex
        ? report.sort.order === 'asc'
          ? 'ascend'
          : 'descend'
        : null,
    render: column.customRender
      ? (value: unknown) => dictCellText(columnsInfo?.dictOptions?.[column.customRender!], value)
      : undefined,
  }));

  const onTableChange: TableProps<ReportRecord>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = typeof one?.field === 'string' ? one.field : undefined;
    report.reload({
      paging: {
        current: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? report.paging.pageSize,
        total: report.paging.total,
      },
      sort:
        column && one?.order
          ? { column, order: one.order === 'ascend' ? 'asc' : 'desc' }
          : undefined,
    });
  };

  return (
    <Modal
      title={columnsInfo?.cgRpConfigName ?? ''}
      width={width}
      open={open}
      okText="确定"
      cancelText="关闭"
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {report.report && report.report.queryItems.length > 0 ? (
        <ReportSearchForm
          key={columnsInfo?.cgRpConfigId}
          items={report.report.queryItems}
          dictOptions={columnsInfo?.dictOptions}
          initial={report.search}
          onSearch={(search) => report.reload({ search, paging: { ...report.paging, current: 1 } })}
        />
      ) : null}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={
          <span>
            已选择 <a style={{ fontWeight: 600 }}>{selected.length}</a> 项
            <a style={{ marginLeft: 24 }} onClick={() => setSelected([])}>
              清空
            </a>
          </span>
        }
      />
      <Table<ReportRecord>
        size="middle"
        bordered
        rowKey={reportRowKey}
        columns={columns}
        dataSource={report.records}
        loading={report.loading}
        scroll={{ x: true }}
        style={{ minHeight: 300 }}
        locale={{ emptyText: EMPTY_TEXT }}
        pagination={{
          current: report.paging.current,
          pageSize: report.paging.pageSize,
          total: report.paging.total,
          pageSizeOptions: PAGINATION_PAGE_SIZE_OPTIONS.map(String),
          showQuickJumper: true,
          showSizeChanger: true,
          showTotal,
        }}
        rowSelection={labelledRowSelection({
          type: multi ? 'checkbox' : 'radio',
          fixed: true,
          selectedRowKeys: selectedKeys,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            // Rows of other pages are kept from the earlier selection; this page's from the data.
            const known = new Map(
              [...selected, ...report.records].map((row) => [reportRowKey(row), row]),
            );
            setSelected(
              keys.flatMap((key) => {
                const row = known.get(String(key));
                return row ? [row] : [];
              }),
            );
          },
        })}
        onRow={(row) => ({
          onClick: (event) => {
            // The radio or checkbox itself goes through rowSelection; only the rest toggles here.
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
          },
        })}
        onChange={onTableChange}
      />
    </Modal>
  );
}
