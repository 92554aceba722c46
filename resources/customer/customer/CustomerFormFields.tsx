import { Col, Divider, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { RegionPicker } from '../../../src/components/RegionPicker';
import { CUSTOMER_RULES } from './customerFormRules';
import { MccSelect } from './MccSelect';

const HALF = { xs: 24, md: 12 } as const;
/** Some spec 5.1 rules run on blur (mobile numbers, the duplicate check): the item must pass it. */
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
 * The fields of a customer (spec 5.1 rules): the basic data, the region (root 86) and the
 * settlement account. 证件号码 comes with its own rules (type-dependent, duplicate check).
 */
export function CustomerFormFields({ certNoRules }: { certNoRules: FormRule[] }) {
  const R = CUSTOMER_RULES;
  return (
    <Row gutter={16}>
      <TextField name="cusName" label="客户名称" rules={R.cusName} />
      <TextField name="cusShortName" label="客户简称" rules={R.cusShortName} />
      <DictField name="cusType" label="客户类型" dictCode="cus_type" rules={R.cusType} />
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
      <TextField name="legalMobile" label="法人手机号" rules={R.legalMobile} />
      <TextField name="contactName" label="联系人" rules={R.contactName} />
      <TextField name="contactMobile" label="联系人手机号" rules={R.contactMobile} />
      <TextField name="email" label="邮箱" rules={R.email} />
      <TextField name="landline" label="座机" rules={R.landline} />
      <Col {...HALF}>
        <Form.Item name="areaCode" label="所在地区">
          <RegionPicker />
        </Form.Item>
      </Col>
      <TextField name="address" label="详细地址" />
      <Col {...HALF}>
        <Form.Item name="mccCode" label="所属行业">
          <MccSelect />
        </Form.Item>
      </Col>
      <TextField name="regCapital" label="注册资本（元）" rules={R.regCapital} />
      <DictField name="agentCode" label="所属代理" dictCode="agent" />
      <Col span={24}>
        <Form.Item name="businessScope" label="经营范围">
          <Input.TextArea rows={2} placeholder="请输入经营范围" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Divider orientation="left">结算账户</Divider>
      </Col>
      <DictField
        name="acctType"
        label="账户类型"
        dictCode="cus_settle_acct_type"
        rules={R.acctType}
      />
      <TextField name="acctName" label="账户名称" rules={R.acctName} />
      <TextField name="acctNo" label="银行账号" rules={R.acctNo} />
      <TextField name="bankName" label="开户银行" rules={R.bankName} />
      <TextField name="bankBranchName" label="开户支行" />
      <TextField name="bankBranchNo" label="联行号" />
    </Row>
  );
}
