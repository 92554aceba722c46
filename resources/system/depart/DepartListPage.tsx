import { useInvalidate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { SELECT_DEPART_FIRST } from '../../../src/lib/messages';
import { ListPage, listQuery } from '../../kit';
import { useListRequester } from '../../kit/listRequester';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { DepartAddDialog } from './DepartAddDialog';
import { DepartInfoTab } from './DepartInfoTab';
import { DepartPermissionTab } from './DepartPermissionTab';
import { DEPART_PERMISSIONS, type DepartRecord } from './declaration';
import { findDepart } from './departTree';
import { DepartTreePane } from './DepartTreePane';
import { warnFailure } from './failures';
import { departRoleDeclaration } from './roleDeclaration';
import { useDepartLevelTree } from './useDepartLevelTree';
import { departUserDeclaration } from './userDeclaration';
import { departResource } from './resource';
import { useFailureOnce } from '../../kit/useFailureOnce';

const DETAILS_LABEL = '部门详情';

/** The tree before its first reply: one array, so what is derived from it stays put. */
const NO_DEPARTS: readonly DepartRecord[] = [];

/** What 新增 was opened for: a top-level department, or one under `parentId`. */
type Adding = { parentId?: string };

export interface DepartListPageProps {
  /** The tree a level at a time (queryDepartTreeSync), not whole (queryTreeList). */
  lazy?: boolean;
}

/**
 * The page the server menu names system/DepartList (部门管理, spec 2.7, 7.4): the department tree
 * on the left; on the right the selected department's 基本信息, 部门权限, 部门角色 and 部门用户
 * tabs, each shown to users with its code (spec 6). Named system/DepartListSync, JeecgBoot's
 * variant for large trees, it reads the tree lazily.
 */
export function DepartListPage({ lazy = false }: DepartListPageProps) {
  const feedback = useFeedback();
  const allowed = useAllowed();
  const invalidate = useInvalidate();
  const request = useListRequester();
  const whole = useQuery({
    ...listQuery(request, departResource, { pagination: { mode: 'off' } }),
    enabled: !lazy,
  });
  const levels = useDepartLevelTree(lazy, feedback);
  const records = lazy ? levels.records : (whole.data?.rows ?? NO_DEPARTS);
  const query = lazy ? levels.roots : whole;
  const [picked, setPicked] = useState<{ record: DepartRecord; searched: boolean }>();
  const [adding, setAdding] = useState<Adding>();

  useFailureOnce(query, (error) => (lazy ? warnFailure(feedback, error) : feedback.failed(error)));

  // The tree's copy wins (read again after a save or delete); a search match may be in no tree.
  const selected =
    findDepart(records, picked?.record.id) ?? (picked?.searched ? picked.record : undefined);
  const nameOf = useMemo(
    () => (id: string) => findDepart(records, id)?.departName ?? undefined,
    [records],
  );

  const select = (record: DepartRecord | undefined, searched = false) =>
    setPicked(record && { record, searched });

  const roles = useMemo(() => selected && departRoleDeclaration(selected), [selected]);
  const users = useMemo(() => selected && departUserDeclaration(selected), [selected]);
  const tabs = selected
    ? [
        {
          key: 'info',
          label: '基本信息',
          children: <DepartInfoTab key={selected.id} depart={selected} nameOf={nameOf} />,
        },
        ...(allowed(DEPART_PERMISSIONS.permission)
          ? [
              {
                key: 'permission',
                label: '部门权限',
                children: <DepartPermissionTab key={selected.id} departId={selected.id} />,
              },
            ]
          : []),
        ...(allowed(DEPART_PERMISSIONS.role)
          ? [
              {
                key: 'role',
                label: '部门角色',
                children: roles ? <ListPage key={selected.id} declaration={roles} /> : null,
              },
            ]
          : []),
        ...(allowed(DEPART_PERMISSIONS.user)
          ? [
              {
                key: 'user',
                label: '部门用户',
                children: users ? <ListPage key={selected.id} declaration={users} /> : null,
              },
            ]
          : []),
      ]
    : [];

  return (
    <Row gutter={10}>
      <Col md={10} sm={24}>
        <DepartTreePane
          records={records}
          loading={query.isLoading}
          selected={selected}
          onSelect={select}
          onAdd={(parentId) => setAdding({ parentId })}
          loadChildren={lazy ? levels.loadChildren : undefined}
          onReload={() => void invalidate({ resource: departResource.name, invalidates: ['list'] })}
        />
      </Col>
      <Col md={14} sm={24}>
        <Card variant="borderless">
          {selected ? (
            <section aria-label={DETAILS_LABEL}>
              <Tabs items={tabs} />
            </section>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SELECT_DEPART_FIRST} />
          )}
        </Card>
      </Col>
      {adding ? (
        <DepartAddDialog
          parentId={adding.parentId}
          nameOf={nameOf}
          onClose={() => setAdding(undefined)}
          onDone={() => setAdding(undefined)}
        />
      ) : null}
    </Row>
  );
}

/** The page the server menu names system/DepartListSync: 部门管理 with its tree read lazily. */
export function DepartListSyncPage() {
  return <DepartListPage lazy />;
}
