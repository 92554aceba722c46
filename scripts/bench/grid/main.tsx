/**
 * The grid bench page: `?impl=grid|antd-virtual|antd&rows=100000&cols=20` renders the console's
 * EditableGrid or a plain antd Table on the same generated rows, columns and body height, and
 * exposes the in-page probe of ./probe.ts. Built by scripts/bench/grid.vite.config.ts only.
 */
import '@ant-design/v5-patch-for-react-19';
import { App as AntdApp, Table, type TableColumnsType } from 'antd';
import { createRoot } from 'react-dom/client';
import { EditableGrid } from '../../../src/components/EditableGrid';
import { bigGridColumns, bigGridRows } from '../../../src/shell/test/gallery/bigGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import { armEdit, scrollBody, whenFrameShows, type GridBenchProbe } from './probe';

/** The grid's max height (spec 9) less its 40 px header: the body viewport both tables get. */
const BODY_HEIGHT = 360;
const COLUMN_WIDTH = 120;
const SEQ_WIDTH = 60;
const SELECTION_WIDTH = 40;

const params = new URLSearchParams(window.location.search);
const impl = params.get('impl') ?? 'grid';
const rowCount = Number(params.get('rows') ?? 100);
const colCount = Number(params.get('cols') ?? 20);

// The gallery's 100k demo data and columns (default width 120 px, as COLUMN_WIDTH below).
const gridColumns = bigGridColumns(colCount);

const antdColumns: TableColumnsType<GridRow> = [
  { key: 'seq', title: '序号', width: SEQ_WIDTH, render: (_, __, index) => index + 1 },
  ...Array.from({ length: colCount }, (_, c) => ({
    key: `c${c}`,
    dataIndex: `c${c}`,
    title: `列${c + 1}`,
    width: COLUMN_WIDTH,
  })),
];
const antdWidth = SELECTION_WIDTH + SEQ_WIDTH + colCount * COLUMN_WIDTH;

const selectors: Record<string, { row: string; scroller: string }> = {
  grid: { row: '[role=rowgroup] > [role=row]', scroller: '[role=grid]' },
  'antd-virtual': { row: '.ant-table-row', scroller: '.ant-table-tbody-virtual-holder' },
  antd: { row: '.ant-table-row', scroller: '.ant-table-body' },
};

function Harness({ rows }: { rows: GridRow[] }) {
  if (impl === 'grid') {
    return <EditableGrid columns={gridColumns} rows={rows} size="small" selection="checkbox" />;
  }
  return (
    <Table<GridRow>
      rowKey="id"
      size="small"
      columns={antdColumns}
      dataSource={rows}
      pagination={false}
      rowSelection={{ type: 'checkbox', columnWidth: SELECTION_WIDTH }}
      virtual={impl === 'antd-virtual'}
      scroll={{ x: antdWidth, y: BODY_HEIGHT }}
    />
  );
}

const container = document.getElementById('root');
const selector = selectors[impl];
if (container && selector) {
  const rows = bigGridRows(rowCount, colCount);
  const probe: GridBenchProbe = {
    impl,
    rowCount,
    renderMs: Promise.resolve(0),
    bodyRows: () => document.querySelectorAll(selector.row).length,
    scroll: (frames, delta) =>
      scrollBody(() => document.querySelector(selector.scroller), frames, delta),
    armEdit: (cell, text) => armEdit(probe, cell, text),
  };
  const started = performance.now();
  createRoot(container).render(
    <AntdApp>
      <Harness rows={rows} />
    </AntdApp>,
  );
  probe.renderMs = whenFrameShows(() => probe.bodyRows() > 0).then((at) => at - started);
  window.gridBench = probe;
}
