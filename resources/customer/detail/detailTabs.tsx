import type { ReactNode } from 'react';
import type { Customer } from '../../../providers/customer-api';
import { CustomerFeePanel } from '../fee/CustomerFeePanel';
import { CustomerInnetPanel } from '../innet/CustomerInnetPanel';
import { CustomerMaterialsPanel } from '../material/CustomerMaterialsPanel';
import { AccountsTab } from './AccountsTab';
import { BasicInfoTab } from './BasicInfoTab';
import { DETAIL_TEXTS } from './texts';

export interface CustomerDetailTab {
  key: string;
  label: string;
  /** The tab's content for the customer read; rendered when the tab is first opened. */
  render: (customer: Customer) => ReactNode;
}

/**
 * The tabs of 客户详情 in order (business-domain note: 基本信息, 客户资料, 渠道进件, 费率配置, 账户);
 * a panel joins by adding its entry.
 */
export const CUSTOMER_DETAIL_TABS: readonly CustomerDetailTab[] = [
  {
    key: 'basic',
    label: DETAIL_TEXTS.tabs.basic,
    render: (customer) => <BasicInfoTab customer={customer} />,
  },
  {
    key: 'materials',
    label: DETAIL_TEXTS.tabs.materials,
    render: (customer) => <CustomerMaterialsPanel customer={customer} />,
  },
  {
    key: 'innet',
    label: DETAIL_TEXTS.tabs.innet,
    render: (customer) => <CustomerInnetPanel customer={customer} />,
  },
  {
    key: 'fee',
    label: DETAIL_TEXTS.tabs.fee,
    render: (customer) => <CustomerFeePanel customer={customer} />,
  },
  {
    key: 'accounts',
    label: DETAIL_TEXTS.tabs.accounts,
    render: (customer) => <AccountsTab customer={customer} />,
  },
];
