/**
 * 多数据源 (spec 2.7; jeecg-contracts SysDataSource): the sources with their password stored
 * encrypted (the list answers it encrypted, 编辑's queryById decrypted), and 测试连接.
 */
import { connect } from 'node:net';
import { one } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import { RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { decryptPassword, encryptPassword } from './dataSourcePassword';
import { saveVersioned } from './versioned';

type DataSource = components['schemas']['SysDataSource'];

const TABLE = 'sys_data_source';
const ADDED = '添加成功！';
const EDITED = '编辑成功!';
const DELETED = '删除成功!';
const BATCH_DELETED = '批量删除成功！';
const CODE_TAKEN = '数据源编码已存在';
const CONNECTED = '数据库连接成功';
const CONNECT_TIMEOUT_MS = 3000;

/** Default ports by dictionary database_type. */
const DEFAULT_PORTS: Record<string, number> = {
  '1': 3306,
  '4': 3306,
  '5': 3306,
  '2': 1521,
  '3': 1433,
  '6': 5432,
  '7': 5236,
  '8': 54321,
};

/** Host and port of a JDBC URL (`//host:port`, Oracle's `@host:port` or `@//host:port`). */
export function jdbcAddress(
  url: string,
  dbType: string | null | undefined,
): { host: string; port: number } | undefined {
  const match = /(?:\/\/|@\/\/|@)(\[[^\]]+\]|[^:/;?@\s]+)(?::(\d+))?/.exec(url);
  if (!match?.[1]) return undefined;
  const port = match[2] ? Number(match[2]) : DEFAULT_PORTS[dbType ?? ''];
  return port ? { host: match[1].replace(/^\[|\]$/g, ''), port } : undefined;
}

/**
 * Opens a TCP connection to the database's address: the demo backend has no JDBC drivers, so
 * 测试连接 tells whether the server answers there, not whether the account may sign in.
 */
function reach(address: { host: string; port: number }): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: address.host, port: address.port });
    const done = (failure?: string) => {
      socket.destroy();
      resolve(failure);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done(`连接 ${address.host}:${address.port} 超时`));
    socket.once('connect', () => done());
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(`无法连接 ${address.host}:${address.port}（${error.code ?? error.message}）`),
    );
  });
}

export function dataSourceRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const sources = new RecordTable<DataSource>(db, {
    table: TABLE,
    columns: { code: (record) => record.code },
    dictFields: { dbType: 'database_type' },
    readOnlyFields: ['dbPassword'],
    now,
  });

  router.on('get', '/sys/dataSource/list', async ({ query }) =>
    sysOk(await sources.page(query), ''),
  );
  router.on('get', '/sys/dataSource/queryById', async ({ query }) => {
    const source = await sources.get(query.id);
    return sysOk({ ...source, dbPassword: decryptPassword(source.dbPassword) }, '');
  });
  router.on('post', '/sys/dataSource/add', async ({ body, session }) => {
    if (!body.code) throw new Refusal('数据源编码不能为空');
    if (await one(db, `SELECT 1 FROM ${TABLE} WHERE code = $1`, [body.code])) {
      throw new Refusal(CODE_TAKEN);
    }
    const dbPassword = body.dbPassword ? encryptPassword(body.dbPassword) : null;
    await saveVersioned(db, TABLE, { session, now }, (tx) =>
      sources.add(body, session, { dbPassword, sysOrgCode: null }, tx),
    );
    return sysOk(ADDED, ADDED);
  });
  router.on('put', '/sys/dataSource/edit', async ({ body, session }) => {
    // An absent password keeps the stored one (MyBatis-Plus updateById skips nulls).
    const extra = body.dbPassword ? { dbPassword: encryptPassword(body.dbPassword) } : {};
    await saveVersioned(db, TABLE, { session, now }, (tx) =>
      sources.edit(body, session, extra, tx),
    );
    return sysOk(EDITED, EDITED);
  });
  router.on('delete', '/sys/dataSource/delete', async ({ query }) => {
    await sources.remove(query.id);
    return sysOk(DELETED, DELETED);
  });
  router.on('delete', '/sys/dataSource/deleteBatch', async ({ query }) => {
    await sources.remove(query.ids);
    return sysOk(BATCH_DELETED, BATCH_DELETED);
  });

  router.on('post', '/online/cgreport/api/testConnection', async ({ body }) => {
    const address = jdbcAddress(body.dbUrl ?? '', body.dbType);
    if (!address) throw new Refusal('数据库连接失败：连接地址格式不正确');
    const failure = await reach(address);
    if (failure) throw new Refusal(`数据库连接失败：${failure}`);
    return sysOk(true, CONNECTED);
  });
}
