import { Col, Divider, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { RegionPicker } from '../../../src/components/RegionPicker';
import { CUS_STATUS } from '../../../src/lib/customer';
import { CustomerPicker } from '../../customer/customer/CustomerPicker';
import { MccSelect } from '../../customer/customer/MccSelect';
import { SUBMCH_RULES as R, certNoRules } from './subMchFormRules';

const HALF = { xs: 24, md: 12 } as const;
/** The spec 5.1 mobile rule runs on blur: the item must pass it. */
const TRIGGERS = ['onChange', 'onBlur'];

function TextField({ name, label, rules }: { name: string; label: string; rules?: FormRule[] }) {
  return (
    <Col {...HALF}>
      <Form.Item name={name} label={label} rules={rules} validateTrigger={TRIGGERS}>
        <Input placeholder={`请输入${label}`} />
      </Form.Item>
    </Col>
  );
}

function DictField(props: { name: string; label: string; dictCode: string; rules?: FormRule[] }) {
  return (
    <Col {...HALF}>
      <Form.Item name={props.name} label={props.label} rules={props.rules}>
        <DictSelect dictCode={props.dictCode} placeholder={`请选择${props.label}`} />
      </Form.Item>
    </Col>
  );
}

/**
 * The fields of a sub-merchant (spec 5.1 rules): its platform customer (fixed once created), the
 * basic data, the region (root 86), the industry and the settlement account.
 */
export function SubMchFormFields({ editing }: { editing: boolean }) {
  return (
    <Row gutter={16}>
      <Col {...HALF}>
        <Form.Item name="platformCusCode" label="所属平台客户" rules={R.platformCusCode}>
          <CustomerPicker cusStatus={CUS_STATUS.active} disabled={editing} />
        </Form.Item>
      </Col>
      <TextField name="mchName" label="商户名称" rules={R.mchName} />
      <TextField name="mchShortName" label="商户简称" rules={R.mchShortName} />
      <DictField name="cusType" label="商户类型" dictCode="cus_type" rules={R.cusType} />
      <DictField name="certType" label="证件类型" dictCode="cus_cert_type" rules={R.certType} />
      <Col {...HALF}>
        <Form.Item
          name="certNo"
          label="证件号码"
          dependencies={['certType']}
          validateTrigger={TRIGGERS}
          rules={certNoRules}
        >
          <Input placeholder="请输入证件号码" />
        </Form.Item>
      </Col>
      <TextField name="legalName" label="法人姓名" rules={R.legalName} />
      <TextField name="legalCertNo" label="法人身份证号" rules={R.legalCertNo} />
      <TextField name="contactName" label="联系人" rules={R.contactName} />
      <TextField name="contactMobile" label="联系人手机号" rules={R.contactMobile} />
      <TextField name="email" label="邮箱" rules={R.email} />
      <Col {...HALF}>
        <Form.Item name="mcc" label="所属行业">
          <MccSelect />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="areaCode" label="所在地区">
          <RegionPicker />
        </Form.Item>
      </Col>
      <TextField name="address" label="详细地址" />
      <Col span={24}>
        <Divider orientation="left">结算账户</Divider>
      </Col>
      <DictField
        name="acctKind"
        label="账户性质"
        dictCode="cus_settle_acct_type"
        rules={R.acctKind}
      />
      <TextField name="acctName" label="账户名称" rules={R.acctName} />
      <TextField name="cardNo" label="银行卡号" rules={R.cardNo} />
      <TextField name="bankName" label="开户银行" rules={R.bankName} />
      <TextField name="branchName" label="开户支行" />
    </Row>
  );
}
