import { AppstoreTwoTone, FilterOutlined } from '@ant-design/icons';
import { Button, Divider, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import type { SuperQuery as SuperQueryValue } from '../../lib/superQuery/model';
import { QUERY_ACTIVE, QUERY_EMPTY } from '../../lib/messages';
import {
  blankRow,
  isEmptyQuery,
  MATCH_TYPE,
  toConditions,
  type QueryField,
  type QueryRow,
  type SuperQueryCondition,
  type SuperQueryMatchType,
} from '../../lib/superQuery/conditions';
import { SuperQueryModal } from './SuperQueryModal';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface SuperQueryProps {
  /** The fields a condition can be put on. */
  fields: readonly QueryField[];
  /** Saved queries are kept under this code; by default under the route path (spec 4). */
  saveCode?: string;
  /**
   * The conditions in force (the list's `meta.superQuery`), when the page keeps them; without it
   * the button remembers whether its last search had conditions.
   */
  value?: SuperQueryValue;
  /** 查询 with the conditions, or 重置 / 清空 with none: ready for `meta.superQuery`. */
  onSearch: (params: SuperQueryCondition[], matchType: SuperQueryMatchType) => void;
  /** The list is loading: the modal's buttons wait, but 关闭. */
  loading?: boolean;
}

/**
 * The 高级查询 button and its 高级查询构造器 (spec 2.10, 4, 5.4; JSuperQuery). While conditions
 * are in force the button says so and its tooltip offers 清空.
 */
export function SuperQuery({ fields, saveCode, value, onSearch, loading }: SuperQueryProps) {
  const { message } = useAppFeedback();
  const keys = useRef(0);
  const newKey = () => `row-${++keys.current}`;
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<QueryRow[]>([]);
  const [searched, setSearched] = useState(false);
  const active = value ? value.params.length > 0 : searched;

  const show = () => {
    if (rows.length === 0) setRows([blankRow(newKey())]);
    setOpen(true);
  };

  const search = () => {
    if (isEmptyQuery(rows)) {
      void message.warning(QUERY_EMPTY);
      return;
    }
    setSearched(true);
    onSearch(toConditions(rows), MATCH_TYPE);
  };

  // spec 4: reset clears to one blank row (and the list to no conditions).
  const reset = () => {
    setRows([blankRow(newKey())]);
    setSearched(false);
    onSearch([], MATCH_TYPE);
  };

  return (
    <>
      {active ? (
        <Tooltip
          mouseLeaveDelay={0.2}
          title={
            <span>
              {QUERY_ACTIVE}
              <Divider type="vertical" />
              <a onClick={reset}>清空</a>
            </span>
          }
        >
          <Button type="primary" icon={<AppstoreTwoTone spin />} onClick={show}>
            高级查询
          </Button>
        </Tooltip>
      ) : (
        <Button type="primary" icon={<FilterOutlined />} onClick={show}>
          高级查询
        </Button>
      )}
      <SuperQueryModal
        open={open}
        fields={fields}
        saveCode={saveCode}
        rows={rows}
        onRowsChange={setRows}
        newKey={newKey}
        loading={loading}
        onSearch={search}
        onReset={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
