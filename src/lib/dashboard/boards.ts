/**
 * Which 首页 dashboard the signed-in user sees (issue 18 item 4; spec 3 group types): plat* the
 * platform board, org* the staff to-do board, merchant* the merchant's own board, supervision* the
 * supervision board; any other group type (or none) the staff board.
 */

export type BoardKind = 'platform' | 'staff' | 'merchant' | 'supervision';

/** The board and the audience the server scopes its figures by are one and the same. */
const BY_PREFIX: readonly [RegExp, BoardKind][] = [
  [/^plat/, 'platform'],
  [/^org/, 'staff'],
  [/^merchant/, 'merchant'],
  [/^supervision/, 'supervision'],
];

export function boardFor(groupType: string | undefined): BoardKind {
  const match = BY_PREFIX.find(([prefix]) => groupType !== undefined && prefix.test(groupType));
  return match ? match[1] : 'staff';
}

export const BOARD_TITLES: Readonly<Record<BoardKind, string>> = {
  platform: '平台看板',
  staff: '员工工作台',
  merchant: '商户看板',
  supervision: '监管看板',
};
