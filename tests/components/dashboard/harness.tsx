/**
 * Renders the 首页 dashboards over recording /cap service calls: the real dashboard API
 * (providers/dash-api.ts) over a fake `servicePost`, so tests assert each card's call and body.
 * The chart is replaced by its input (uPlot draws on a canvas jsdom lacks).
 */
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import { createDashApi, DASH_PATHS } from '../../../providers/dash-api';
import { DashApiContext } from '../../../resources/dashboard/cards/dashApiContext';
import { storage } from '../../../src/lib/storage';
import { ServerMenuContext, type ServerMenu } from '../../../src/shell/menu/serverMenu';
import { capOk } from '../customer/harness';
import { shellSessionOf, ShellSessionScope } from '../shellSession';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, recordingPost } from '../customer/harness';
export { DASH_PATHS };

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** The contract's success examples, shortened. */
export const ANSWERS = {
  [DASH_PATHS.txnSummary]: capOk({
    bizDate: '2026-11-27',
    today: { count: 1286, amount: '3567890.12' },
    yesterday: { count: 1175, amount: '3688120.50' },
  }),
  [DASH_PATHS.txnTrend]: capOk(
    listBody([
      { bizDate: '2026-11-26', count: 1175, amount: '3688120.50' },
      { bizDate: '2026-11-27', count: 1286, amount: '3567890.12' },
    ]),
  ),
  [DASH_PATHS.pending]: capOk(
    listBody([
      { kind: '02', count: 8 },
      { kind: '04', count: 5 },
    ]),
  ),
  [DASH_PATHS.balances]: capOk(
    listBody([
      {
        acctType: '01',
        acctCount: 1268,
        balance: '86523410.55',
        frozenAmt: '1250000.00',
        availableAmt: '85273410.55',
      },
    ]),
  ),
  [DASH_PATHS.topCustomers]: capOk(
    listBody([
      {
        rank: 1,
        cusCode: 'C202611000123',
        cusName: '杭州云栖便利店有限公司',
        txnCount: 186,
        amount: '528630.00',
      },
    ]),
  ),
};

/** The signed-in user in a group of `groupType`, and the dictionaries the cards show. */
export function seedSession(groupType: string) {
  const group = { id: 'G1', groupName: '测试组', groupType };
  storage.set('Login_Userinfo', {
    username: 'admin',
    realname: '系统管理员',
    sys: { id: 'S1', sysName: '测试系统', group, listGroup: [group] },
  });
  storage.set('UI_CACHE_DB_DICT_DATA', {
    dash_pending_kind: [item('02', '交易复核'), item('04', '调账复核')],
    acct_type: [item('01', '基本户')],
  });
}

const MENU: ServerMenu = { state: { status: 'idle' }, load: () => {}, reset: () => {} };

// The greeting's name comes from the stored user until the identity answers, as in the app.
const DASHBOARD_SESSION = shellSessionOf({
  getIdentity: () => new Promise<never>(() => undefined),
  logout: async () => undefined,
});

export function renderDashboard(post: ServicePost, page: ReactNode) {
  return render(
    <MemoryRouter>
      <AntdApp>
        <ShellSessionScope session={DASHBOARD_SESSION}>
          <ServerMenuContext value={MENU}>
            <DashApiContext value={createDashApi(post)}>{page}</DashApiContext>
          </ServerMenuContext>
        </ShellSessionScope>
      </AntdApp>
    </MemoryRouter>,
  );
}
