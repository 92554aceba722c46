import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  Row,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import {
  FIRST_PAGE,
  PICKER_ELLIPSIS_LENGTH,
  PICKER_PAGE_SIZE,
  PICKER_PAGE_SIZE_OPTIONS,
} from '../../lib/constants';
import { EMPTY_TEXT } from '../../lib/messages';
import { chooseRows, toggleRow } from '../../lib/pickers/selection';
import { Ellipsis } from '../Ellipsis';
import { serverPagination } from '../pagination';
import { labelledRowSelection } from '../tableSelection/labelledRowSelection';
import type { PickerColumn, PickerPageQuery, TablePickerSource } from './types';
import { PickerFooter, PickerModal } from './PickerModal';
import { usePickerPage } from './usePickerPage';

export interface TablePickerModalProps<Row, Filters> {
  source: TablePickerSource<Row, Filters>;
  open: boolean;
  width: number;
  multiple: boolean;
  /** The rows chosen when the modal opens. */
  initial: readonly Row[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

function tableColumns<Row>(columns: readonly PickerColumn<Row>[]): TableColumnsType<Row> {
  return columns.map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    width: column.width,
    align: 'center',
    render: (value: unknown, row: Row) => (
      <Ellipsis
        value={column.text ? column.text(row) : (value as string | number | null)}
        length={PICKER_ELLIPSIS_LENGTH}
      />
    ),
  }));
}

/**
 * The modal of a table picker (JeecgBoot JSelectBizComponentModal, spec 2.10, 7.5, 9): a search
 * form and a page of rows (5 a page, 5/10/20/30) on the left, the chosen rows on the right. A row
 * click or its checkbox chooses it; the choice outlives paging and searching.
 */
export function TablePickerModal<Row extends object, Filters extends object>(
  props: TablePickerModalProps<Row, Filters>,
) {
  const { source, open, width, onCancel } = props;
  return (
    <PickerModal
      title={`${source.name}选择`}
      open={open}
      width={width}
      centered
      onCancel={onCancel}
    >
      <PickerBody {...props} />
    </PickerModal>
  );
}

function PickerBody<Row extends object, Filters extends object>({
  source,
  multiple,
  initial,
  onOk,
  onCancel,
}: TablePickerModalProps<Row, Filters>) {
  const [form] = Form.useForm<Filters>();
  const { query, run, rows, total, loading } = usePickerPage<PickerPageQuery<Filters>, Row>(
    source.queryKey,
    () => ({ pageNo: FIRST_PAGE, pageSize: PICKER_PAGE_SIZE, filters: {} as Filters }),
    source.fetchPage,
  );
  const [chosen, setChosen] = useState<Row[]>([...initial]);
  const { rowKey } = source;

  const search = () => run({ ...query, pageNo: FIRST_PAGE, filters: form.getFieldsValue() });
  const reset = () => {
    form.resetFields();
    run({ ...query, pageNo: FIRST_PAGE, filters: {} as Filters });
  };
  const [first] = source.columns;

  return (
    <>
      <Row gutter={18}>
        <Col span={16}>
          <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 12 }}>
            <Form.Item name={String(source.searchField)} label={source.searchLabel}>
              <Input placeholder={`请输入${source.searchLabel}`} allowClear onPressEnter={search} />
            </Form.Item>
            {source.moreFilters}
            <Form.Item>
              <Space>
                <Button type="primary" icon={<SearchOutlined />} onClick={search}>
                  查询
                </Button>
                <Button icon={<ReloadOutlined />} onClick={reset}>
                  重置
                </Button>
              </Space>
            </Form.Item>
          </Form>
          <Table<Row>
            size="middle"
            bordered
            rowKey={rowKey}
            columns={tableColumns(source.columns)}
            dataSource={rows}
            loading={loading}
            locale={{ emptyText: EMPTY_TEXT }}
            scroll={{ y: 240 }}
            rowSelection={labelledRowSelection({
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map(rowKey),
              preserveSelectedRowKeys: true,
              onChange: (keys) => setChosen(chooseRows(chosen, keys, rows, rowKey)),
            })}
            onRow={(row) => ({
              onClick: (event) => {
                // The checkbox already chose the row; its click only bubbles up here.
                if ((event.target as Element).closest('.ant-table-selection-column')) return;
                setChosen(toggleRow(chosen, row, multiple, rowKey));
              },
            })}
            pagination={serverPagination(query, total, PICKER_PAGE_SIZE_OPTIONS, (page) =>
              run({ ...query, ...page }),
            )}
          />
        </Col>
        <Col span={8}>
          <Card title={`已选${source.name}`} size="small" variant="borderless">
            <Table<Row>
              size="middle"
              bordered
              rowKey={rowKey}
              pagination={false}
              scroll={{ y: 240 }}
              locale={{ emptyText: EMPTY_TEXT }}
              dataSource={chosen}
              columns={[
                ...(first ? tableColumns([first]) : []),
                {
                  title: '操作',
                  key: 'action',
                  align: 'center',
                  width: 60,
                  render: (_, row) => (
                    <Typography.Link
                      onClick={() =>
                        setChosen(chosen.filter((item) => rowKey(item) !== rowKey(row)))
                      }
                    >
                      删除
                    </Typography.Link>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <PickerFooter onCancel={onCancel} onOk={() => onOk(chosen)} />
    </>
  );
}
