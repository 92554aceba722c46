import { Descriptions } from 'antd';
import { useState } from 'react';
import {
  EditableGrid,
  type GridColumn,
  type GridLinkageConfig,
} from '../../../components/EditableGrid';
import type { GridRow } from '../../../lib/grid/rowState';
import { DemoCard } from './DemoCard';

/** A three-level region chain: each option names its parent ('' for the top). */
const REGIONS = [
  { value: 'zj', text: '浙江省', parent: '' },
  { value: 'gd', text: '广东省', parent: '' },
  { value: 'hz', text: '杭州市', parent: 'zj' },
  { value: 'nb', text: '宁波市', parent: 'zj' },
  { value: 'gz', text: '广州市', parent: 'gd' },
  { value: 'sz', text: '深圳市', parent: 'gd' },
  { value: 'xh', text: '西湖区', parent: 'hz' },
  { value: 'bj', text: '滨江区', parent: 'hz' },
  { value: 'hs', text: '海曙区', parent: 'nb' },
  { value: 'th', text: '天河区', parent: 'gz' },
  { value: 'ns', text: '南山区', parent: 'sz' },
];

const LINKAGE: GridLinkageConfig[] = [
  {
    key: 'province',
    requestData: (parent) => REGIONS.filter((region) => region.parent === parent),
  },
];

const COLUMNS: GridColumn[] = [
  { key: 'expand', title: '', type: 'row-expand' },
  { key: 'merchant', title: '商户', type: 'input', width: 140 },
  { key: 'province', title: '省', type: 'select', linkageKey: 'city' },
  { key: 'city', title: '市', type: 'select', linkageKey: 'district' },
  { key: 'district', title: '区', type: 'select' },
  {
    key: 'channel',
    title: '渠道（可输入）',
    type: 'select-search',
    allowInput: true,
    width: 160,
    options: [
      { value: '线上', text: '线上' },
      { value: '线下', text: '线下' },
    ],
  },
];

const ROWS: GridRow[] = [
  { id: 'm1', merchant: '西湖茶庄', province: 'zj', city: 'hz', district: 'xh', channel: '线下' },
  { id: 'm2', merchant: '南山科技', province: 'gd', city: 'sz', district: 'ns', channel: '线上' },
];

const regionText = (value: unknown) => REGIONS.find((region) => region.value === value)?.text ?? '';

/** spec 3 "Column types" row-expand, linked selects (linkageKey) and allowInput. */
export function GridFeaturesDemo() {
  const [values, setValues] = useState<readonly GridRow[]>(ROWS);
  return (
    <DemoCard
      title="展开行与联动选择"
      value={values.map(({ province, city, district, channel }) => ({
        province,
        city,
        district,
        channel,
      }))}
    >
      <EditableGrid
        columns={COLUMNS}
        rows={ROWS}
        size="small"
        linkageConfig={LINKAGE}
        expandHeight={96}
        expandedRowRender={(row) => (
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="商户">{String(row.merchant ?? '')}</Descriptions.Item>
            <Descriptions.Item label="地区">
              {[row.province, row.city, row.district].map(regionText).join(' / ')}
            </Descriptions.Item>
          </Descriptions>
        )}
        onValuesChange={(_, rows) => setValues(rows)}
      />
    </DemoCard>
  );
}
