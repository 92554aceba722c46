import { Descriptions, Drawer, Timeline, Typography } from 'antd';
import type { Txn } from '../../../providers/txn-api';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { useDictText } from '../../customer/customer/useDictText';
import { TXN_TEXTS as TEXTS } from './texts';
import { yuanCell } from './txnColumns';
import { TxnStatusTag } from './TxnStatusTag';

const who = (name: string | null | undefined, username: string | null | undefined) =>
  name && username ? `${name}（${username}）` : (name ?? username ?? '');

/** The audit trail: submitted, audited (with the remark), finished or failed (with the reason). */
function auditTrail(txn: Txn) {
  const items = [
    { children: `${TEXTS.submitted}：${who(txn.submitterName, txn.submitter)} ${txn.submitTime}` },
  ];
  if (txn.auditTime) {
    const remark = txn.auditRemark ? `，${txn.auditRemark}` : '';
    items.push({
      children: `${TEXTS.audited}：${who(txn.auditorName, txn.auditor)} ${txn.auditTime}${remark}`,
    });
  }
  if (txn.finishTime) {
    const reason = txn.failReason ? `，${txn.failReason}` : '';
    items.push({ children: `${TEXTS.finished}：${txn.finishTime}${reason}` });
  }
  return items;
}

/** 交易详情: every field of the transaction and its audit trail. */
export function TxnDetailDrawer({ txn, onClose }: { txn: Txn | undefined; onClose: () => void }) {
  const typeText = useDictText(ACCOUNT_DICT.txnType);
  const modeText = useDictText(ACCOUNT_DICT.freezeMode);
  return (
    <Drawer open={txn !== undefined} title={TEXTS.detailTitle} width={640} onClose={onClose}>
      {txn ? (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="交易流水号">{txn.txnNo}</Descriptions.Item>
            <Descriptions.Item label="交易类型">{typeText(txn.txnType)}</Descriptions.Item>
            <Descriptions.Item label="交易状态">
              <TxnStatusTag status={txn.txnStatus} />
            </Descriptions.Item>
            <Descriptions.Item label="客户">{who(txn.cusName, txn.cusCode)}</Descriptions.Item>
            <Descriptions.Item label="账号">{txn.acctNo}</Descriptions.Item>
            <Descriptions.Item label="账户名称">{txn.acctName}</Descriptions.Item>
            <Descriptions.Item label="金额（元）">{yuanCell(txn.amount)}</Descriptions.Item>
            <Descriptions.Item label="手续费（元）">{yuanCell(txn.fee)}</Descriptions.Item>
            <Descriptions.Item label="收款方">{txn.payeeName}</Descriptions.Item>
            <Descriptions.Item label="收款账号">{txn.payeeAcctNo}</Descriptions.Item>
            <Descriptions.Item label="收款银行">{txn.payeeBankName}</Descriptions.Item>
            <Descriptions.Item label="冻结方式">{modeText(txn.freezeMode)}</Descriptions.Item>
            <Descriptions.Item label="原交易流水号">{txn.origTxnNo}</Descriptions.Item>
            <Descriptions.Item label="可退金额（元）">
              {yuanCell(txn.refundableAmt)}
            </Descriptions.Item>
            <Descriptions.Item label="批次号">{txn.batchNo}</Descriptions.Item>
            <Descriptions.Item label="备注">{txn.remark}</Descriptions.Item>
            <Descriptions.Item label="失败原因">{txn.failReason}</Descriptions.Item>
            <Descriptions.Item label="回单编号">{txn.receiptNo}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {TEXTS.auditTrail}
          </Typography.Title>
          <Timeline items={auditTrail(txn)} />
        </>
      ) : null}
    </Drawer>
  );
}
