import { Button, Col, Divider, Empty, Form, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MODAL_WIDTH } from '../../lib/constants';
import {
  QUERY_DELETE_CONFIRM,
  QUERY_SAVE_EMPTY,
  QUERY_SAVE_NAME_REQUIRED,
  QUERY_SAVED,
  querySaveOverwrite,
} from '../../lib/messages';
import {
  fromConditions,
  isEmptyQuery,
  MATCH_TYPE,
  toConditions,
  type QueryField,
  type QueryRow,
} from '../../lib/superQuery/conditions';
import {
  findSavedQuery,
  removeSavedQuery,
  savedQueryKey,
  saveQuery,
  type SavedQuery,
} from '../../lib/superQuery/savedQueries';
import { ConditionRow } from './ConditionRow';
import { SavedQueryList } from './SavedQueryList';
import { SaveQueryPrompt } from './SaveQueryPrompt';
import { useSavedQueries } from './useSavedQueries';
import { useAppFeedback } from '../feedback/useAppFeedback';

// The button texts are given so they read the same whatever antd locale is in force.
const CONFIRM_TEXTS = { okText: '确定', cancelText: '取消' };

// spec 5.4: match mode only 'and'.
const MATCH_OPTIONS = [{ value: MATCH_TYPE, label: 'AND（所有条件都要求匹配）' }];

interface SuperQueryModalProps {
  open: boolean;
  fields: readonly QueryField[];
  saveCode?: string;
  rows: readonly QueryRow[];
  onRowsChange: (rows: QueryRow[]) => void;
  newKey: () => string;
  loading?: boolean;
  onSearch: () => void;
  onReset: () => void;
  onClose: () => void;
}

/** 高级查询构造器 (spec 2.10, 4, 5.4): condition rows, saved queries beside them. */
export function SuperQueryModal(props: SuperQueryModalProps) {
  const { open, fields, rows, onRowsChange, newKey, loading, onClose } = props;
  const { message, modal } = useAppFeedback();
  const { pathname } = useLocation();
  const [saved, storeSaved] = useSavedQueries(savedQueryKey(props.saveCode, pathname));
  const [prompt, setPrompt] = useState({ open: false, key: 0 });

  const updateRow = (index: number, row: QueryRow) =>
    onRowsChange(rows.map((item, at) => (at === index ? row : item)));
  const addRow = () => onRowsChange([...rows, { key: newKey(), rule: 'eq' }]);
  const removeRow = (index: number) => onRowsChange(rows.filter((_, at) => at !== index));

  const askName = () => {
    if (isEmptyQuery(rows)) {
      void message.warning(QUERY_SAVE_EMPTY);
      return;
    }
    setPrompt(({ key }) => ({ open: true, key: key + 1 }));
  };

  const store = (query: SavedQuery) => {
    storeSaved(saveQuery(saved, query));
    setPrompt((state) => ({ ...state, open: false }));
    void message.success(QUERY_SAVED);
  };

  const saveAs = (name: string) => {
    const title = name.trim();
    if (!title) {
      void message.warning(QUERY_SAVE_NAME_REQUIRED);
      return;
    }
    const query: SavedQuery = { title, matchType: MATCH_TYPE, records: toConditions(rows) };
    if (findSavedQuery(saved, title)) {
      modal.confirm({
        ...CONFIRM_TEXTS,
        content: querySaveOverwrite(title),
        onOk: () => store(query),
      });
    } else {
      store(query);
    }
  };

  const remove = (query: SavedQuery) =>
    modal.confirm({
      ...CONFIRM_TEXTS,
      content: QUERY_DELETE_CONFIRM,
      onOk: () => storeSaved(removeSavedQuery(saved, query.title)),
    });

  const footer = (
    <Row justify="space-between">
      <Col>
        <Button loading={loading} onClick={props.onReset}>
          重置
        </Button>
        <Button loading={loading} onClick={askName} style={{ marginLeft: 8 }}>
          保存查询条件
        </Button>
      </Col>
      <Col>
        {/* Closing does not wait: the search goes on and the list shows it. */}
        <Button onClick={onClose}>关闭</Button>
        <Button type="primary" loading={loading} onClick={props.onSearch} style={{ marginLeft: 8 }}>
          查询
        </Button>
      </Col>
    </Row>
  );

  return (
    <Modal
      title="高级查询构造器"
      width={MODAL_WIDTH.advancedQuery}
      open={open}
      footer={footer}
      onCancel={onClose}
    >
      <Row gutter={16}>
        <Col md={19} sm={24}>
          {rows.length === 0 ? (
            <Empty
              description={
                <span>
                  没有任何查询条件
                  <Divider type="vertical" />
                  <a onClick={addRow}>点击新增</a>
                </span>
              }
            />
          ) : (
            <>
              <Form.Item label="过滤条件匹配" style={{ maxWidth: 480 }}>
                <Select value={MATCH_TYPE} options={MATCH_OPTIONS} aria-label="过滤条件匹配" />
              </Form.Item>
              {rows.map((row, index) => (
                <ConditionRow
                  key={row.key}
                  row={row}
                  index={index}
                  fields={fields}
                  onChange={(next) => updateRow(index, next)}
                  onAdd={addRow}
                  onRemove={() => removeRow(index)}
                />
              ))}
            </>
          )}
        </Col>
        <Col md={5} sm={24}>
          <SavedQueryList
            list={saved}
            onLoad={(query) => onRowsChange(fromConditions(query.records, newKey))}
            onRemove={remove}
          />
        </Col>
      </Row>
      <SaveQueryPrompt
        key={prompt.key}
        open={prompt.open}
        onOk={saveAs}
        onCancel={() => setPrompt((state) => ({ ...state, open: false }))}
      />
    </Modal>
  );
}
