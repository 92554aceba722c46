/**
 * The current department (spec 2.6 部门切换, 7.2): the user's departments and the one the user
 * works in now, kept server-side in sys_user's orgCode (JeecgBoot's sys_user.org_code), so the
 * next getCurrentUserDeparts, sign-in reply and user list answer the department chosen.
 */
import { Refusal, sysListOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { jeecgDateTime } from '../../http/time';
import { sessionUser, updateUserData, userByName } from './accounts';
import { departsOf, loginUserInfo } from './signedInUser';

export function departSwitchRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;

  router.on('get', '/sys/user/getCurrentUserDeparts', async ({ session }) => {
    const user = await sessionUser(db, session.userId);
    const list = await departsOf(db, user.id);
    const orgCode = typeof user.data.orgCode === 'string' ? user.data.orgCode : null;
    return sysListOk({ list, orgCode });
  });

  router.on('put', '/sys/selectDepart', async ({ body, session }) => {
    // JeecgBoot takes any user name; here a session switches only its own user's department.
    const user = body.username
      ? await userByName(db, body.username)
      : await sessionUser(db, session.userId);
    if (!user || user.id !== session.userId) throw new Refusal('只能切换当前登录用户的部门');
    const depart = (await departsOf(db, user.id)).find((d) => d.orgCode === body.orgCode);
    if (!depart) throw new Refusal('您不属于该部门，无法切换');
    await updateUserData(db, user.id, {
      orgCode: depart.orgCode,
      orgCodeTxt: depart.departName ?? null,
      updateBy: user.username,
      updateTime: jeecgDateTime(now()),
    });
    const updated = await sessionUser(db, user.id);
    return sysListOk({ userInfo: await loginUserInfo(db, updated.data) });
  });
}
