/**
 * The platform's seed (issue 34): the contract's named examples plus volume, deterministic
 * (seeded random): dictionaries, tenants, the department tree, positions, 30 roles, the demo menu
 * and button codes, the four demo accounts and 200 users, systems and groups, 2,000 log lines.
 */
import type { Transaction } from '@electric-sql/pglite';
import { hashPassword, newSalt } from '../http/secrets';
import { jeecgDateTime } from '../http/time';
import { componentExample, replyExample } from './contractExamples';
import { DEMO_ACCOUNTS, DEMO_OPERATION_PASSWORD } from './demoAccounts';
import {
  permissionsOfButtons,
  permissionsOfMenu,
  type AllAuthItem,
  type AuthItem,
  type MenuNode,
  type PermissionData,
} from './menu';
import { SeededRandom } from './random';

type Row = Record<string, unknown>;
interface Page {
  records: Row[];
}
interface Envelope<T> {
  result: T;
}

const SEED = 20261208;
const USER_COUNT = 200;
const ROLE_COUNT = 30;
const LOG_COUNT = 2000;
const VOLUME_PASSWORD = 'Demo@123456';

const SURNAMES = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['何', 'he'],
  ['郭', 'guo'],
] as const;
const GIVEN = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['婷', 'ting'],
  ['晨', 'chen'],
  ['宇', 'yu'],
  ['欣', 'xin'],
  ['浩', 'hao'],
  ['佳', 'jia'],
  ['鹏', 'peng'],
] as const;
const ROLE_AREAS = ['客户经理', '清算专员', '风控专员', '客服', '对账专员', '商户运营', '渠道经理'];
const CITIES = ['杭州', '上海', '南京', '苏州', '宁波', '合肥', '福州', '广州', '深圳'];

interface DepartNode extends Row {
  id: string;
  parentId: string;
  orgCode: string;
  children?: DepartNode[];
}

function flattenDeparts(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap(
    ({ children, key: _key, value: _value, title: _title, isLeaf: _leaf, ...depart }) => [
      depart as DepartNode,
      ...flattenDeparts(children ?? []),
    ],
  );
}

const ROWS_PER_STATEMENT = 500;

/**
 * Many rows in few statements: `sql` is `INSERT INTO t (a, b)`; the VALUES are parameters. One
 * statement per row made the seed take most of the first start.
 */
async function insert(tx: Transaction, sql: string, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`,
    );
    await tx.query(`${sql} VALUES ${values.join(', ')}`, params);
  }
}

export default async function seedPlatform(tx: Transaction, now: Date): Promise<void> {
  const random = new SeededRandom(SEED);
  const created = (day: number, minute = 0) =>
    jeecgDateTime(new Date(2026, 0, 5 + day, 9, minute, 0));

  // Dictionaries: every code the console caches, with the names the dictionary list gives.
  const allItems = replyExample<Envelope<Record<string, { value: string; text: string }[]>>>(
    'sys',
    'sysDictQueryAllDictItems',
    'success',
  ).result;
  const listed = new Map(
    replyExample<Envelope<Page>>('sys', 'sysDictList', 'success').result.records.map((d) => [
      d.dictCode as string,
      d,
    ]),
  );
  let dictIndex = 0;
  const dicts: unknown[][] = [];
  const dictItems: unknown[][] = [];
  for (const [code, items] of Object.entries(allItems)) {
    const example = listed.get(code);
    const id = (example?.id as string | undefined) ?? random.hex(32);
    const data = {
      id,
      dictName: (example?.dictName as string | undefined) ?? code,
      dictCode: code,
      description: (example?.description as string | undefined) ?? null,
      type: 0,
      delFlag: 0,
      createBy: 'admin',
      createTime: created(0, dictIndex++),
      updateBy: null,
      updateTime: null,
    };
    dicts.push([id, code, data]);
    dictItems.push(
      ...items.map((item, index) => {
        const itemId = random.hex(32);
        return [
          itemId,
          id,
          item.value,
          index + 1,
          {
            id: itemId,
            dictId: id,
            itemText: item.text,
            itemValue: item.value,
            description: null,
            sortOrder: index + 1,
            status: 1,
            createBy: 'admin',
            createTime: created(1, index),
            updateBy: null,
            updateTime: null,
          },
        ];
      }),
    );
  }
  await insert(tx, 'INSERT INTO sys_dict (id, dict_code, data)', dicts);
  await insert(
    tx,
    'INSERT INTO sys_dict_item (id, dict_id, item_value, sort_order, data)',
    dictItems,
  );

  // Tenants.
  const tenants = replyExample<Envelope<Page>>('sys', 'sysTenantList', 'success').result.records;
  await insert(
    tx,
    'INSERT INTO sys_tenant (id, data)',
    tenants.map(({ status_dictText: _label, ...tenant }) => [tenant.id, tenant]),
  );

  // Departments.
  const departs = flattenDeparts(
    replyExample<Envelope<DepartNode[]>>('sys', 'sysDepartQueryTreeList', 'success').result,
  );
  await insert(
    tx,
    'INSERT INTO sys_depart (id, parent_id, org_code, data)',
    departs.map((d) => [d.id, d.parentId || null, d.orgCode, d]),
  );

  // Positions.
  const positions = replyExample<Envelope<Page>>('sys', 'sysPositionList', 'success').result
    .records;
  await insert(
    tx,
    'INSERT INTO sys_position (id, code, data)',
    positions.map(({ postRank_dictText: _label, ...position }) => [
      position.id,
      position.code,
      position,
    ]),
  );

  // Permissions: the administrator's menu and every button code.
  const resources = componentExample<{
    body: { resourceJson: { menu: MenuNode[]; auth: AuthItem[]; allAuth: AllAuthItem[] } };
  }>('cap', 'CapUserResourceListDemo').body.resourceJson;
  const pages = permissionsOfMenu(resources.menu, created(0));
  const buttonIds = new Map<string, string>();
  const buttonId = (action: string) => {
    if (!buttonIds.has(action)) buttonIds.set(action, random.hex(32));
    return buttonIds.get(action)!;
  };
  const statusOf = new Map(resources.allAuth.map((a) => [a.action, a.status]));
  const buttonDefinitions = [
    ...new Map(
      [...resources.allAuth, ...resources.auth].map((a) => [
        a.action,
        { ...a, status: statusOf.get(a.action) ?? '1' },
      ]),
    ).values(),
  ];
  const buttons = permissionsOfButtons(buttonDefinitions, pages, buttonId, created(0));
  const permissions: PermissionData[] = [...pages, ...buttons];
  await insert(
    tx,
    'INSERT INTO sys_permission (id, parent_id, menu_type, sort_no, perms, data)',
    permissions.map((p) => [p.id, p.parentId, p.menuType, p.sortNo, p.perms, p]),
  );

  // Roles: the contract's, the demo accounts', and regional ones up to 30.
  const exampleRoles = replyExample<Envelope<Page>>('sys', 'sysRoleList', 'success').result.records;
  const roles: Row[] = [...exampleRoles];
  const ensureRole = (roleCode: string, roleName: string, description: string) => {
    if (!roles.some((r) => r.roleCode === roleCode)) {
      roles.push({
        id: random.hex(32),
        roleName,
        roleCode,
        description,
        createBy: 'admin',
        createTime: created(0, roles.length),
        updateBy: null,
        updateTime: null,
      });
    }
  };
  ensureRole('checker', '复核员', '交易、调账与批量代付的复核');
  ensureRole('merchant_admin', '商户管理员', '商户平台的管理员');
  ensureRole('supervisor', '监管专员', '资金监管的只读监督');
  while (roles.length < ROLE_COUNT) {
    const city = CITIES[roles.length % CITIES.length]!;
    const area = ROLE_AREAS[roles.length % ROLE_AREAS.length]!;
    ensureRole(
      `${area === '客服' ? 'cs' : 'region'}_${roles.length}`,
      `${city}${area}`,
      `${city}分公司的${area}`,
    );
  }
  await insert(
    tx,
    'INSERT INTO sys_role (id, role_code, data)',
    roles.map((r) => [r.id, r.roleCode, r]),
  );
  const roleId = (code: string) => roles.find((r) => r.roleCode === code)!.id as string;

  // What each demo role may open: the administrator's grants as the contract gives them.
  const granted = new Set(resources.auth.map((a) => a.action));
  const adminGrants = [
    ...pages.map((p) => p.id),
    ...buttons.filter((b) => granted.has(b.perms!)).map((b) => b.id),
  ];
  const subtree = (topPaths: readonly string[]) => {
    const tops = pages.filter((p) => p.parentId === null && topPaths.includes(p.url ?? ''));
    const ids = new Set(tops.map((p) => p.id));
    for (const p of pages) if (p.parentId && ids.has(p.parentId)) ids.add(p.id);
    for (const p of pages) if (p.parentId && ids.has(p.parentId)) ids.add(p.id);
    return [...ids];
  };
  const grants: Record<string, string[]> = {
    admin: adminGrants,
    checker: adminGrants,
    merchant_admin: subtree(['/Home', '/merchant', '/account', '/isps/userAnnouncement']),
    supervisor: subtree(['/Home', '/sup', '/account', '/isps/userAnnouncement']),
  };
  for (const [code, ids] of Object.entries(grants)) {
    await insert(
      tx,
      'INSERT INTO sys_role_permission (role_id, permission_id)',
      ids.map((id) => [roleId(code), id]),
    );
  }

  // Systems and groups, as the administrator's sign-in reply lists them.
  const login = replyExample<{ result: { userInfo: { listSys: Row[] } } }>(
    'sys',
    'sysLogin',
    'success',
  );
  let systemOrder = 0;
  for (const system of login.result.userInfo.listSys) {
    await tx.query(
      'INSERT INTO demo_system (id, sys_code, sys_name, sort_no) VALUES ($1, $2, $3, $4)',
      [system.id, system.sysCode, system.sysName, systemOrder++],
    );
    for (const group of system.listGroup as Row[]) {
      await tx.query(
        'INSERT INTO demo_group (id, system_id, group_name, group_type, tenant_id, bsn_obj) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          group.id,
          system.id,
          group.groupName,
          group.groupType,
          group.tenantId,
          group.groupBsnObj ?? null,
        ],
      );
    }
  }

  // Users: the demo accounts, the contract's users, then volume across the departments.
  const exampleUsers = replyExample<Envelope<Page>>('sys', 'sysUserList', 'success').result.records;
  const adminExample = exampleUsers.find((u) => u.username === 'admin')!;
  const users: { data: Row; password: string; roleCodes: string[]; groupIds: readonly string[] }[] =
    [];
  const stripLabels = (user: Row): Row =>
    Object.fromEntries(Object.entries(user).filter(([key]) => !key.endsWith('_dictText')));
  DEMO_ACCOUNTS.forEach((account, index) => {
    const phone = `1380013800${index}`;
    const data =
      account.username === 'admin'
        ? stripLabels(adminExample)
        : {
            ...stripLabels(adminExample),
            id: random.hex(32),
            username: account.username,
            realname: account.realname,
            avatar: null,
            email: `${account.username}@hengtongpay.com`,
            phone,
            workNo: `HT00${90 + index}`,
            userIdentity: 1,
            createTime: created(0, 10 + index),
          };
    users.push({
      data,
      password: account.password,
      roleCodes: [account.roleCode],
      groupIds: account.groupIds,
    });
  });
  for (const user of exampleUsers.filter((u) => u.username !== 'admin')) {
    users.push({
      data: stripLabels(user),
      password: VOLUME_PASSWORD,
      roleCodes: ['operator'],
      groupIds: ['GRP1001'],
    });
  }
  const takenNames = new Set(users.map((u) => u.data.username));
  for (let n = users.length; users.length < USER_COUNT; n += 1) {
    const [surname, surnamePinyin] = random.pick(SURNAMES);
    const [given, givenPinyin] = random.pick(GIVEN);
    let username = `${surnamePinyin}${givenPinyin}`;
    if (takenNames.has(username)) username = `${username}${n}`;
    takenNames.add(username);
    const depart = random.pick(departs);
    const role = random.pick(roles);
    const sex = random.int(1, 2);
    users.push({
      data: {
        id: random.hex(32),
        username,
        realname: `${surname}${given}`,
        avatar: null,
        birthday: `19${random.int(70, 99)}-0${random.int(1, 9)}-${String(random.int(10, 28))}`,
        sex,
        email: `${username}@hengtongpay.com`,
        phone: `139${String(10_000_000 + n * 7919).slice(-8)}`,
        orgCode: depart.orgCode,
        orgCodeTxt: depart.departName,
        status: random.next() < 0.06 ? 2 : 1,
        delFlag: 0,
        workNo: `HT${String(n + 100).padStart(4, '0')}`,
        post: random.pick(positions).code,
        telephone: null,
        createBy: 'admin',
        createTime: created(2 + Math.floor(n / 10), n % 60),
        updateBy: null,
        updateTime: null,
        activitiSync: 1,
        userIdentity: 1,
        departIds: depart.id,
        relTenantIds: '1',
        clientId: null,
        homePath: null,
      },
      password: VOLUME_PASSWORD,
      roleCodes: [role.roleCode as string],
      groupIds: ['GRP1001'],
    });
  }
  const demoNames = new Set(DEMO_ACCOUNTS.map((a) => a.username));
  const hashed = await Promise.all(
    users.map(async (user) => {
      const salt = newSalt();
      // Only the demo accounts have an operation password; others set theirs in the console.
      const opSalt = newSalt();
      const opHash = demoNames.has(user.data.username as string)
        ? `${opSalt}$${await hashPassword(DEMO_OPERATION_PASSWORD, opSalt)}`
        : null;
      return { ...user, salt, hash: await hashPassword(user.password, salt), opHash };
    }),
  );
  const userRoles: unknown[][] = [];
  const userDeparts: unknown[][] = [];
  const memberships: unknown[][] = [];
  for (const { data, roleCodes, groupIds } of hashed) {
    for (const code of new Set(roleCodes)) userRoles.push([data.id, roleId(code)]);
    const departIds = String(data.departIds ?? '')
      .split(',')
      .filter((id) => departs.some((d) => d.id === id));
    const ownDepart = departs.find((d) => d.orgCode === data.orgCode);
    for (const id of new Set([...departIds, ...(ownDepart ? [ownDepart.id] : [])])) {
      userDeparts.push([data.id, id]);
    }
    groupIds.forEach((groupId, index) => memberships.push([groupId, data.id, index]));
  }
  await insert(
    tx,
    'INSERT INTO sys_user (id, username, password_hash, salt, op_password_hash, status, data)',
    hashed.map((u) => [
      u.data.id,
      u.data.username,
      u.hash,
      u.salt,
      u.opHash,
      u.data.status,
      u.data,
    ]),
  );
  await insert(tx, 'INSERT INTO sys_user_role (user_id, role_id)', userRoles);
  await insert(tx, 'INSERT INTO sys_user_depart (user_id, depart_id)', userDeparts);
  await insert(tx, 'INSERT INTO demo_group_member (group_id, user_id, sort_no)', memberships);

  // Log lines: sign-ins and calls of the last 30 days.
  const actors = hashed.slice(0, 40);
  const operations = [
    '用户管理-编辑',
    '角色管理-授权',
    '字典管理-新增',
    '职务管理-编辑',
    '通告管理-发布',
    '定时任务-执行',
  ];
  const logs: unknown[][] = [];
  for (let n = 0; n < LOG_COUNT; n += 1) {
    const actor = random.pick(actors).data;
    const at = new Date(now.getTime() - random.int(0, 30 * 24 * 3600) * 1000);
    const logType = n % 3 === 0 ? 1 : 2;
    const id = random.hex(32);
    const data = {
      id,
      logType,
      logContent: logType === 1 ? `用户名: ${actor.username},登录成功！` : random.pick(operations),
      operateType: logType === 1 ? null : random.int(1, 6),
      userid: actor.username,
      username: actor.realname,
      ip: `10.20.${random.int(0, 255)}.${random.int(1, 254)}`,
      method: logType === 1 ? null : 'org.jeecg.modules.system.controller.SysUserController.edit()',
      requestUrl: logType === 1 ? '/sys/login' : '/sys/user/edit',
      requestParam: null,
      requestType: logType === 1 ? 'POST' : 'PUT',
      costTime: random.int(3, 400),
      createBy: actor.username,
      createTime: jeecgDateTime(at),
      updateBy: null,
      updateTime: null,
    };
    logs.push([id, logType, data, at]);
  }
  await insert(tx, 'INSERT INTO sys_log (id, log_type, data, create_time)', logs);
}
