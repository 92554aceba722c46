/** Users, positions and departments as the mock serves them (openapi/sys.yaml examples, trimmed). */
import type { DepartTreeRecord, PickerPosition, PickerUser } from '../../../providers/picker-api';

const user = (
  id: string,
  username: string,
  realname: string,
  sex: number,
  phone: string,
  orgCodeTxt: string,
  birthday: string,
): PickerUser => ({ id, username, realname, sex, phone, orgCodeTxt, birthday, status: 1 });

export const ADMIN = user(
  'e9ca23d6',
  'admin',
  '系统管理员',
  1,
  '13800138000',
  '总部',
  '1986-05-12',
);
export const ZHANGWEI = user(
  '8bb0ed31',
  'zhangwei',
  '张伟',
  1,
  '13905710001',
  '财务部',
  '1984-09-21',
);
export const LINA = user('8fec397b', 'lina', '李娜', 2, '13905710002', '清算中心', '1992-03-08');
export const WANGFANG = user(
  'fb64c4d6',
  'wangfang',
  '王芳',
  2,
  '13905710003',
  '风控合规部',
  '1988-11-30',
);
export const HUANGMIN = user(
  'e90dd57a',
  'huangmin',
  '黄敏',
  2,
  '13905710008',
  '财务部',
  '1994-04-11',
);
export const ZHOUQIANG = user(
  '9cdaa30b',
  'zhouqiang',
  '周强',
  1,
  '13905710009',
  '风控合规部',
  '1996-10-23',
);

export const page = <Row>(records: Row[], total: number) => ({
  records,
  total,
  size: records.length,
  current: 1,
  pages: 2,
});

const position = (id: string, code: string, name: string, rank: string): PickerPosition => ({
  id,
  code,
  name,
  postRank: rank,
  postRank_dictText: { '4': '副高级', '3': '中级', '2': '助级' }[rank] ?? null,
});

export const FINANCE_MANAGER = position('1768000000315621677', 'finance_manager', '财务经理', '4');
export const ACCOUNTANT = position('1768000000316670254', 'accountant', '会计', '3');
export const CASHIER = position('1768000000317718831', 'cashier', '出纳', '2');
export const CLEARING = position('1768000000318767408', 'clearing_specialist', '清算专员', '3');
export const RISK_MANAGER = position('1768000000319815985', 'risk_manager', '风控经理', '4');

const depart = (
  id: string,
  departName: string,
  orgCode: string,
  children: DepartTreeRecord[] | null = null,
): DepartTreeRecord => ({
  id,
  key: id,
  title: departName,
  departName,
  orgCode,
  isLeaf: !children,
  children,
});

export const HQ_ID = '1768000000104857700';
export const FINANCE_ID = '1768000000105906277';
export const CLEARING_ID = '1768000000106954854';
export const RISK_ID = '1768000000108003431';
export const MARKET_ID = '1768000000114294893';

export const DEPART_TREE: DepartTreeRecord[] = [
  depart(HQ_ID, '总部', 'A01', [
    depart(FINANCE_ID, '财务部', 'A01A01', [depart(CLEARING_ID, '清算中心', 'A01A01A01')]),
    depart(RISK_ID, '风控合规部', 'A01A02'),
    depart(MARKET_ID, '市场部', 'A01A05'),
  ]),
  depart('1768000000116392047', '华东分公司', 'A02', [
    depart('1768000000117440624', '上海运营中心', 'A02A01'),
  ]),
];
