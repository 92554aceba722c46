import { SUP_AUDIENCE } from '../../../src/lib/supervision';
import { SupervisionPage } from './SupervisionPage';

/** 平台监管 (menu supervision/BossView): the platform owner's view of every account. */
export const BossView = () => <SupervisionPage audience={SUP_AUDIENCE.boss} />;

/** 客户监管 (menu supervision/CustomerView): one customer's supervised accounts. */
export const CustomerView = () => <SupervisionPage audience={SUP_AUDIENCE.customer} />;

/** 供应商监管 (menu supervision/SupplierView): one supplier channel's funds. */
export const SupplierView = () => <SupervisionPage audience={SUP_AUDIENCE.supplier} />;
