import { Col, Divider, Form, Input } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { AGENT_DICT, SETTLE_RULES } from '../../../src/lib/agent';
import { SHARED_TEXTS as TEXTS } from './texts';

const HALF = { xs: 24, md: 12 } as const;
/** spec 5.1: mobile and card numbers are checked on blur too. */
const TRIGGERS = ['onChange', 'onBlur'];

/**
 * The settlement account of an agent or a supplier (spec 5.1 bank card; a masked number the
 * server sent goes back unchanged and keeps the stored one). Fields sit under `settleAcct`.
 */
export function SettleAcctFields() {
  const R = SETTLE_RULES;
  return (
    <>
      <Col span={24}>
        <Divider orientation="left">{TEXTS.settleAcct}</Divider>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['settleAcct', 'acctKind']} label={TEXTS.acctKind} rules={R.acctKind}>
          <DictSelect dictCode={AGENT_DICT.acctKind} placeholder={`请选择${TEXTS.acctKind}`} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['settleAcct', 'acctName']} label={TEXTS.acctName} rules={R.acctName}>
          <Input placeholder={`请输入${TEXTS.acctName}`} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name={['settleAcct', 'cardNo']}
          label={TEXTS.cardNo}
          rules={R.cardNo}
          validateTrigger={TRIGGERS}
        >
          <Input placeholder={`请输入${TEXTS.cardNo}`} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['settleAcct', 'bankName']} label={TEXTS.bankName} rules={R.bankName}>
          <Input placeholder={`请输入${TEXTS.bankName}`} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name={['settleAcct', 'branchName']}
          label={TEXTS.branchName}
          rules={R.branchName}
        >
          <Input placeholder={`请输入${TEXTS.branchName}`} />
        </Form.Item>
      </Col>
    </>
  );
}

/** 联系人 and 联系人手机号 (spec 5.1 mobile, on blur; the masked number may go back as it came). */
export function ContactFields() {
  const R = SETTLE_RULES;
  return (
    <>
      <Col {...HALF}>
        <Form.Item name="contactName" label={TEXTS.contactName} rules={R.contactName}>
          <Input placeholder={`请输入${TEXTS.contactName}`} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name="contactMobile"
          label={TEXTS.contactMobile}
          rules={R.contactMobile}
          validateTrigger={TRIGGERS}
        >
          <Input placeholder={`请输入${TEXTS.contactMobile}`} inputMode="tel" />
        </Form.Item>
      </Col>
    </>
  );
}
