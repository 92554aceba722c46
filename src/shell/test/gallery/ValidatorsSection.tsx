/**
 * Gallery: the validators of spec 5 in one antd form. Format rules run as the user types or
 * leaves a field; the uniqueness and coding-rule checks ask the backend (the Prism mock in
 * development, whose first example says the value is free) when a field is left; 校验 runs all.
 */
import { Alert, Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import {
  codingRuleCheck,
  duplicateCheckRule,
  existenceCheckRule,
} from '../../../../providers/validation-api';
import {
  amountRule,
  bankCardRule,
  checkboxGroupRules,
  citizenIdRule,
  emailRules,
  landlineRule,
  mobileRules,
  qqRule,
  requiredRules,
  selectRules,
  urlRule,
  usernameRules,
  validateForm,
} from '../../../lib/validators';
import { DemoCard } from './DemoCard';

interface MerchantForm {
  mobile?: string;
  telephone?: string;
  bankCard?: string;
  idCard?: string;
  amount?: string;
  email?: string;
  website?: string;
  qq?: string;
  username?: string;
  merchantName?: string;
  merchantNo?: string;
  settleType?: string;
  channels?: string[];
}

type Outcome = { type: 'success' | 'error'; text: string } | undefined;

// Built once: the rules hold no state of a render.
const USERNAME_RULES = [
  ...usernameRules(),
  duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username', fieldLabel: '用户账号' }),
];
const MERCHANT_NAME_RULES = [
  ...requiredRules('商户名称', { min: 2, max: 50 }),
  existenceCheckRule({
    schemaName: 'cap_cus',
    tableName: 'cus_mast_info',
    fieldCode: 'cus_name',
    fieldName: '商户名称',
  }),
];
const MERCHANT_NO_RULES = [codingRuleCheck('merchant_no')];

const SETTLE_TYPES = [
  { value: 'T1', label: 'T+1 结算' },
  { value: 'D0', label: 'D+0 结算' },
  { value: 'D1', label: 'D+1 结算' },
];
const CHANNELS = [
  { value: 'wechat', label: '微信支付' },
  { value: 'alipay', label: '支付宝' },
  { value: 'unionpay', label: '云闪付' },
];

function FieldRulesDemo() {
  const [form] = Form.useForm<MerchantForm>();
  const values = Form.useWatch((all: MerchantForm) => all, form);
  const [outcome, setOutcome] = useState<Outcome>();
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      await validateForm<MerchantForm>(form);
      setOutcome({ type: 'success', text: '校验通过' });
    } catch (error) {
      const failed = (error as { errorFields?: unknown[] }).errorFields?.length ?? 0;
      setOutcome({ type: 'error', text: `校验未通过：${failed} 个字段有误` });
    } finally {
      setChecking(false);
    }
  };

  return (
    <DemoCard title="表单校验规则" value={values}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 640 }}
        validateTrigger={['onChange', 'onBlur']}
        onValuesChange={() => setOutcome(undefined)}
      >
        <Form.Item label="手机号码" name="mobile" rules={mobileRules()}>
          <Input placeholder="13800138000 或 138****8000" />
        </Form.Item>
        <Form.Item label="座机" name="telephone" rules={[landlineRule()]}>
          <Input placeholder="0571-87654321" />
        </Form.Item>
        <Form.Item label="银行卡号" name="bankCard" rules={[bankCardRule()]}>
          <Input placeholder="6222021234567890" />
        </Form.Item>
        <Form.Item label="身份证号" name="idCard" rules={[citizenIdRule()]}>
          <Input placeholder="11010519491231002X" />
        </Form.Item>
        <Form.Item label="金额" name="amount" rules={[amountRule()]}>
          <Input placeholder="100.50" />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={emailRules()}>
          <Input placeholder="zhangsan@example.com" />
        </Form.Item>
        <Form.Item label="网址" name="website" rules={[urlRule()]}>
          <Input placeholder="https://www.example.com" />
        </Form.Item>
        <Form.Item label="QQ" name="qq" rules={[qqRule()]}>
          <Input placeholder="10001" />
        </Form.Item>
        <Form.Item
          label="用户账号"
          name="username"
          rules={USERNAME_RULES}
          extra="离开输入框时调用 /sys/duplicate/check 校验是否重复"
        >
          <Input placeholder="zhangsan" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="商户名称"
          name="merchantName"
          rules={MERCHANT_NAME_RULES}
          extra="离开输入框时调用 ValidateExistenceMysql 校验是否已存在"
        >
          <Input placeholder="杭州云栖便利店有限公司" />
        </Form.Item>
        <Form.Item
          label="商户号"
          name="merchantNo"
          rules={MERCHANT_NO_RULES}
          extra="离开输入框时按编码规则 merchant_no 校验"
        >
          <Input placeholder="HT20260318001" />
        </Form.Item>
        <Form.Item label="结算方式" name="settleType" rules={selectRules('结算方式')}>
          <Select options={SETTLE_TYPES} placeholder="请选择" allowClear />
        </Form.Item>
        <Form.Item
          label="支付渠道"
          name="channels"
          rules={checkboxGroupRules('支付渠道', { min: 1, max: 2 })}
        >
          <Checkbox.Group options={CHANNELS} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={checking} onClick={check}>
              校验
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setOutcome(undefined);
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {outcome ? <Alert type={outcome.type} message={outcome.text} showIcon /> : null}
    </DemoCard>
  );
}

/** spec 5.4: the helper refuses what is not a form, instead of passing it. */
function ValidateFormDemo() {
  const [refusal, setRefusal] = useState('');
  return (
    <DemoCard title="表单校验助手（传入非表单对象）" value={refusal}>
      <Button
        onClick={() =>
          validateForm(undefined).then(
            () => setRefusal(''),
            (error: Error) => setRefusal(error.message),
          )
        }
      >
        不传表单对象直接校验
      </Button>
    </DemoCard>
  );
}

export default function ValidatorsSection() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <FieldRulesDemo />
      <ValidateFormDemo />
    </Space>
  );
}
