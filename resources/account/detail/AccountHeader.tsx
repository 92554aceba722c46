import { Card, Col, Descriptions, Row, Space, Statistic, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Account } from '../../../providers/acct-api';
import { ACCOUNT_DICT, availableOfAccount } from '../../../src/lib/account';
import { formatYuan, formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { ACCT_STATUS_COLOUR, ACCT_TYPE_COLOUR, DictTag } from '../account/DictTag';
import { ACCOUNT_LABELS as LABELS } from '../account/texts';
import { ACCOUNT_LIST_PATH } from './detailPath';
import { ACCOUNT_DETAIL_TEXTS as TEXTS, SETTLE_CARD_LABELS } from './texts';

type Items = NonNullable<DescriptionsProps['items']>;

const item = (label: string, children: ReactNode): Items[number] => ({
  key: label,
  label,
  children: children ?? '',
});

/**
 * available = balance − frozen, computed in fen (availableOfAccount); the server's availableAmt
 * only when a figure is not an amount (shown as sent rather than as a wrong number).
 */
function availableText(account: Account): string {
  const available = availableOfAccount(account);
  return available === undefined ? formatYuanText(account.availableAmt) : formatYuan(available);
}

/** The three balances (spec 9: separators, two places). */
function Balances({ account }: { account: Account }) {
  const figures: [string, string][] = [
    [LABELS.balance, formatYuanText(account.balance)],
    [LABELS.frozenAmt, formatYuanText(account.frozenAmt)],
    [LABELS.availableAmt, availableText(account)],
  ];
  return (
    <Row gutter={16} style={{ marginBottom: 16 }} aria-label={TEXTS.balances} role="group">
      {figures.map(([title, value]) => (
        <Col key={title} xs={24} md={8}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The 账户详情 header: the account, its customer, type, status, the three balances and the bound
 * settlement card; `operations` is where the account's operation buttons go.
 */
export function AccountHeader({
  account,
  operations,
}: {
  account: Account;
  operations?: ReactNode;
}) {
  const channelText = useDictText('cus_channel');
  const card = account.settleAcct;
  const accountItems: Items = [
    item(LABELS.acctNo, account.acctNo),
    item(TEXTS.customer, `${account.cusName}（${account.cusCode}）`),
    item(
      LABELS.acctType,
      <DictTag
        dictCode={ACCOUNT_DICT.acctType}
        value={account.acctType}
        colours={ACCT_TYPE_COLOUR}
      />,
    ),
    item(
      LABELS.acctStatus,
      <DictTag
        dictCode={ACCOUNT_DICT.acctStatus}
        value={account.acctStatus}
        colours={ACCT_STATUS_COLOUR}
      />,
    ),
    item(LABELS.channel, channelText(account.channelCode)),
    item(LABELS.subAcctNo, account.subAcctNo),
    item(LABELS.openDate, account.openDate),
    item(LABELS.statusReason, account.statusReason),
  ];
  const cardItems: Items = card
    ? [
        item(SETTLE_CARD_LABELS.acctName, card.acctName),
        item(SETTLE_CARD_LABELS.acctNo, card.acctNo),
        item(SETTLE_CARD_LABELS.bankName, card.bankName),
        item(SETTLE_CARD_LABELS.bankBranchName, card.bankBranchName),
      ]
    : [item(TEXTS.settleCard, TEXTS.noSettleCard)];

  return (
    <Card
      title={
        <Space>
          {account.acctName}
          <DictTag
            dictCode={ACCOUNT_DICT.acctStatus}
            value={account.acctStatus}
            colours={ACCT_STATUS_COLOUR}
          />
        </Space>
      }
      extra={
        <Space wrap>
          {operations}
          <Link to={ACCOUNT_LIST_PATH}>{TEXTS.backToList}</Link>
        </Space>
      }
      style={{ marginBottom: 16 }}
    >
      <Balances account={account} />
      <Descriptions
        title={TEXTS.account}
        items={accountItems}
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        title={TEXTS.settleCard}
        items={cardItems}
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
      />
    </Card>
  );
}
