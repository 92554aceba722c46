import { Button, Card, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { DynDescriptor, DynRecord } from '../../../providers/dyn-api';
import { useCapList } from '../../kit/useCapList';
import { useAllowed } from '../../kit/useAllowed';
import { useDynApi } from './dynApiContext';
import { DynFormModal, type DynFormTarget } from './DynFormModal';
import { DynImportDialog } from './DynImportDialog';
import { DynSearchForm } from './DynSearchForm';
import { dynColumnsOf } from './useDynColumns';
import { DYN_TEXTS as TEXTS } from './texts';

const NO_FILTERS: Record<string, string> = {};

/**
 * A page built from its descriptor (spec 2.7 "dynamic query and form pages"): the search fields,
 * the list through DynRecordInquiry, 新增 / 编辑 with the descriptor's form, and the Excel batch
 * import, each action behind the spec 6 button code the descriptor names (none: not offered).
 */
export function DescriptorPage({ descriptor }: { descriptor: DynDescriptor }) {
  const api = useDynApi();
  const allowed = useAllowed();
  const { pageCode, buttons } = descriptor;
  const list = useCapList(
    `dyn-${pageCode}`,
    (filters: Record<string, string>, page) => api.records(pageCode, filters, page),
    NO_FILTERS,
  );
  const [formTarget, setFormTarget] = useState<DynFormTarget>();
  const [importing, setImporting] = useState(false);

  const may = (code: string | undefined) => code !== undefined && code !== '' && allowed(code);
  const mayAdd = may(buttons.add);
  const mayImport = may(buttons.import);
  const mayEdit = may(buttons.edit);
  const columns = useMemo(
    () =>
      dynColumnsOf(
        descriptor.columns,
        mayEdit ? (record: DynRecord) => setFormTarget({ mode: 'edit', record }) : undefined,
      ),
    [descriptor.columns, mayEdit],
  );

  return (
    <Card title={descriptor.title}>
      <DynSearchForm pageCode={pageCode} fields={descriptor.searchFields} onSearch={list.search} />
      {mayAdd || mayImport ? (
        <Space style={{ marginBottom: 16 }}>
          {mayAdd ? (
            <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
              {TEXTS.add}
            </Button>
          ) : null}
          {mayImport ? <Button onClick={() => setImporting(true)}>{TEXTS.import}</Button> : null}
        </Space>
      ) : null}
      <Table<DynRecord>
        rowKey="recordId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <DynFormModal
        descriptor={descriptor}
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={() => {
          setFormTarget(undefined);
          list.refresh();
        }}
      />
      <DynImportDialog
        descriptor={descriptor}
        open={importing}
        onImported={list.refresh}
        onClose={() => setImporting(false)}
      />
    </Card>
  );
}
