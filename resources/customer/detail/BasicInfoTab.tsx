import { Descriptions, type DescriptionsProps } from 'antd';
import type { Customer } from '../../../providers/customer-api';
import { useRegionData } from '../../../src/components/RegionPicker';
import { formatYuanText } from '../../../src/lib/money';
import { regionLabel } from '../../../src/lib/regions';
import { useDictText } from '../customer/useDictText';
import { BASIC_SECTIONS } from './texts';

type Items = NonNullable<DescriptionsProps['items']>;

const item = (label: string, children: string | null | undefined): Items[number] => ({
  key: label,
  label,
  children: children ?? '',
});

/** 省 / 市 / 区 names of the deepest code given, the codes themselves until the tree is loaded. */
function useRegionText(customer: Customer): string {
  const regions = useRegionData();
  const code = customer.areaCode || customer.cityCode || customer.provinceCode;
  if (!code) return '';
  return regions.status === 'ready' ? regionLabel(regions.data.index, code, ' ') : code;
}

/**
 * 基本信息: every field of the customer, codes through their dictionaries and sensitive values
 * masked as the server sent them (business-domain note; the header's 数据解密 reveals them).
 */
export function BasicInfoTab({ customer }: { customer: Customer }) {
  const typeText = useDictText('cus_type');
  const certTypeText = useDictText('cus_cert_type');
  const statusText = useDictText('cus_status');
  const agentText = useDictText('agent');
  const acctTypeText = useDictText('cus_settle_acct_type');
  const regionText = useRegionText(customer);
  const settle = customer.settleAcct;

  const sections: [string, Items][] = [
    [
      BASIC_SECTIONS.customer,
      [
        item('客户代码', customer.cusCode),
        item('客户名称', customer.cusName),
        item('客户简称', customer.cusShortName),
        item('客户类型', typeText(customer.cusType)),
        item('证件类型', certTypeText(customer.certType)),
        item('证件号码', customer.certNo),
        item('客户状态', statusText(customer.cusStatus)),
        item('状态原因', customer.statusReason),
        item('所属代理', agentText(customer.agentCode) || customer.agentName),
        item('创建时间', customer.createTime),
        item('更新时间', customer.updateTime),
      ],
    ],
    [
      BASIC_SECTIONS.legal,
      [
        item('法人姓名', customer.legalName),
        item('法人证件号码', customer.legalCertNo),
        item('法人手机号', customer.legalMobile),
        item('联系人', customer.contactName),
        item('联系人手机号', customer.contactMobile),
        item('电子邮箱', customer.email),
        item('固定电话', customer.landline),
      ],
    ],
    [
      BASIC_SECTIONS.address,
      [
        item('所在地区', regionText),
        item('详细地址', customer.address),
        item('所属行业', [customer.mccCode, customer.mccName].filter(Boolean).join(' ')),
        item('注册资本（元）', customer.regCapital ? formatYuanText(customer.regCapital) : ''),
        item('经营范围', customer.businessScope),
      ],
    ],
    [
      BASIC_SECTIONS.settle,
      [
        item('账户类型', acctTypeText(settle?.acctType)),
        item('账户名称', settle?.acctName),
        item('账号', settle?.acctNo),
        item('开户银行', settle?.bankName),
        item('开户支行', settle?.bankBranchName),
        item('联行号', settle?.bankBranchNo),
      ],
    ],
  ];

  return (
    <>
      {sections.map(([title, items]) => (
        <Descriptions
          key={title}
          title={title}
          items={items}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          style={{ marginBottom: 24 }}
        />
      ))}
    </>
  );
}
