/** 职务管理 (spec 7.4): positions, their list with the rank's label, and the picker's look-up. */
import { sysListOk, sysOk } from '../../http/envelope';
import { ADDED, BATCH_DELETED, DELETED, EDITED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';

type Position = components['schemas']['SysPositionRecord'];

export function positionRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const positions = new RecordTable<Position>(db, {
    table: 'sys_position',
    columns: { code: (record) => record.code },
    dictFields: { postRank: 'position_rank' },
    now,
  });

  router.on('get', '/sys/position/list', async ({ query }) =>
    sysListOk(await positions.page(query)),
  );
  router.on('get', '/sys/position/queryById', async ({ query }) =>
    sysOk(await positions.get(query.id), ''),
  );
  router.on('post', '/sys/position/add', async ({ body, session }) => {
    await positions.add(body, session);
    return sysOk(null, ADDED);
  });
  router.on('put', '/sys/position/edit', async ({ body, session }) => {
    await positions.edit(body, session);
    return sysOk(null, EDITED);
  });
  router.on('delete', '/sys/position/delete', async ({ query }) => {
    await positions.remove(query.id);
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/position/deleteBatch', async ({ query }) => {
    await positions.remove(query.ids);
    return sysOk(null, BATCH_DELETED);
  });
}
