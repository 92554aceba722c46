import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Input, Row, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { departApi } from '../../../providers/depart-api';
import { DepartTreeView } from '../../../src/components/UserByDepartModal';
import {
  DEPART_SEARCH_PLACEHOLDER,
  MY_DEPART_EMPTY,
  MY_DEPART_NOT_HEAD,
  SELECT_DEPART_FIRST,
} from '../../../src/lib/messages';
import { ListPage } from '../../kit';
import { useFeedback } from '../../kit/useFeedback';
import type { DepartRecord } from '../depart/declaration';
import { findDepart, rootParentKeys } from '../depart/departTree';
import { warnFailure } from '../depart/failures';
import { useDepartSearch } from '../depart/useDepartSearch';
import { departUserDeclaration } from '../depart/userDeclaration';
import { DepartInfoView } from './DepartInfoView';
import { useFailureOnce } from '../../kit/useFailureOnce';

const NONE: string[] = [];
const DETAILS_LABEL = '部门详情';

/**
 * The page the server menu names system/DepartUserList (我的部门; JeecgBoot DepartUserList,
 * jeecg-contracts §2.5 queryMyDeptTreeList, searchBy with myDeptSearch): the tree of the
 * departments the signed-in user heads, its top level opened; a selected department's 基本信息,
 * read-only, and its users (部门管理's 部门用户 list). A user who heads none is told so.
 */
export function MyDepartListPage() {
  const feedback = useFeedback();
  const tree = useQuery({
    queryKey: ['depart', 'mine'],
    queryFn: () => departApi.myDepartTree(),
    retry: false,
  });
  const records = useMemo(() => tree.data ?? [], [tree.data]);
  const { nodes, searching, search, found } = useDepartSearch(records, { mine: true });
  const [expanded, setExpanded] = useState<string[]>();
  const [selected, setSelected] = useState<DepartRecord>();

  useFailureOnce(tree, (error) => warnFailure(feedback, error));

  const opened = useMemo(() => rootParentKeys(records), [records]);
  const nameOf = useMemo(
    () => (id: string) => findDepart(records, id)?.departName ?? undefined,
    [records],
  );
  const users = useMemo(() => selected && departUserDeclaration(selected), [selected]);

  // A head of no department and an ordinary member are told so; a failed read shows no tree.
  const pane =
    tree.data === null ? (
      <Typography.Title level={5}>{MY_DEPART_NOT_HEAD}</Typography.Title>
    ) : tree.data?.length === 0 ? (
      <Typography.Title level={5}>{MY_DEPART_EMPTY}</Typography.Title>
    ) : (
      <DepartTreeView
        nodes={nodes}
        loading={tree.isLoading}
        showLine
        selectedKeys={selected ? [selected.id] : []}
        onSelect={(_keys, { node, selected: on }) =>
          setSelected(on ? findDepart([...(found ?? []), ...records], String(node.key)) : undefined)
        }
        expandedKeys={found ? NONE : (expanded ?? opened)}
        onExpand={(keys) => setExpanded(keys.map(String))}
      />
    );

  return (
    <Row gutter={10}>
      <Col md={8} sm={24}>
        <Card variant="borderless">
          <Input.Search
            allowClear
            placeholder={DEPART_SEARCH_PLACEHOLDER}
            loading={searching}
            onSearch={(value) => void search(value)}
            style={{ marginBottom: 12 }}
          />
          {pane}
        </Card>
      </Col>
      <Col md={16} sm={24}>
        <Card variant="borderless">
          {selected && users ? (
            <section aria-label={DETAILS_LABEL}>
              <Tabs
                defaultActiveKey="user"
                items={[
                  {
                    key: 'info',
                    label: '基本信息',
                    children: (
                      <DepartInfoView key={selected.id} depart={selected} nameOf={nameOf} />
                    ),
                  },
                  {
                    key: 'user',
                    label: '用户信息',
                    children: <ListPage key={selected.id} declaration={users} />,
                  },
                ]}
              />
            </section>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SELECT_DEPART_FIRST} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
