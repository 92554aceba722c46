import { Form, Input } from 'antd';
import { DictSelect } from '../../../../src/components/DictSelect';
import {
  bankCardRule,
  predicateRule,
  requiredRules,
  selectRules,
} from '../../../../src/lib/validators';
import { INNET_TEXTS as TEXTS } from '../texts';

const BRANCH_NO = /^\d{12}$/;

/** The settlement account of the application (business-domain "Channel onboarding"). */
export function SettleAcctFields() {
  return (
    <>
      <Form.Item
        name={['settleAcct', 'acctType']}
        label={TEXTS.acctType}
        rules={selectRules(TEXTS.acctType)}
      >
        <DictSelect dictCode="cus_settle_acct_type" type="radio" />
      </Form.Item>
      <Form.Item
        name={['settleAcct', 'acctName']}
        label={TEXTS.acctName}
        rules={requiredRules(TEXTS.acctName, { max: 100 })}
      >
        <Input maxLength={100} placeholder={`请输入${TEXTS.acctName}`} />
      </Form.Item>
      <Form.Item
        name={['settleAcct', 'acctNo']}
        label={TEXTS.acctNo}
        rules={[...requiredRules(TEXTS.acctNo), bankCardRule()]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input inputMode="numeric" maxLength={20} placeholder={`请输入${TEXTS.acctNo}`} />
      </Form.Item>
      <Form.Item
        name={['settleAcct', 'bankName']}
        label={TEXTS.bankName}
        rules={requiredRules(TEXTS.bankName, { max: 50 })}
      >
        <Input maxLength={50} placeholder="如：中国工商银行" />
      </Form.Item>
      <Form.Item
        name={['settleAcct', 'bankBranchName']}
        label={TEXTS.bankBranchName}
        rules={requiredRules(TEXTS.bankBranchName, { max: 100 })}
      >
        <Input maxLength={100} placeholder="如：中国工商银行股份有限公司杭州西湖支行" />
      </Form.Item>
      <Form.Item
        name={['settleAcct', 'bankBranchNo']}
        label={TEXTS.bankBranchNo}
        rules={[predicateRule((value) => BRANCH_NO.test(value), TEXTS.bankBranchNoInvalid)]}
      >
        <Input inputMode="numeric" maxLength={12} placeholder="选填，12位数字" />
      </Form.Item>
    </>
  );
}
