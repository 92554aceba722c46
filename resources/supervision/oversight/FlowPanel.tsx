import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Table } from 'antd';
import type { SupFlow } from '../../../providers/supervision-api';
import { SUP_BUTTON, type SupScope } from '../../../src/lib/supervision';
import { useAllowed } from '../../kit/useAllowed';
import { useFlowColumns } from './flowColumns';
import { FlowSearchForm } from './FlowSearchForm';
import { ScrollRegion } from './ScrollRegion';
import { FLOW_TEXTS as TEXTS, SUP_TEXTS } from './texts';
import { useFlowExport } from './useFlowExport';
import { useFlows } from './useSupReads';

/**
 * 资金流水 of a scope: the search (the last 30 days at first), the flows newest first, and 导出 of
 * what the last search selects for holders of sup:export (spec 6).
 */
export function FlowPanel({ scope }: { scope: SupScope }) {
  const flows = useFlows(scope);
  const exporter = useFlowExport(scope);
  const allowed = useAllowed();
  const columns = useFlowColumns();
  return (
    <>
      <FlowSearchForm initial={flows.filters} onSearch={flows.search} />
      {allowed(SUP_BUTTON.export) ? (
        <div style={{ marginBottom: 16 }}>
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.exporting}
            onClick={() => void exporter.exportFlows(flows.filters)}
          >
            {TEXTS.export}
          </Button>
        </div>
      ) : null}
      <ScrollRegion label={SUP_TEXTS.tabs.flows}>
        <Table<SupFlow>
          rowKey="flowNo"
          columns={columns}
          dataSource={flows.data?.rows ?? []}
          loading={flows.loading}
          pagination={flows.pagination}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
          }}
        />
      </ScrollRegion>
    </>
  );
}
