/**
 * Renders AccountOperations over recording /cap service calls: the real operation API
 * (providers/txn-operation-api.ts) over a fake `servicePost`, so tests assert the path and payload
 * each user action sends, answered with the contract's envelope as normalised.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { vi } from 'vitest';
import type { ServicePost } from '../../../providers/cap-list';
import {
  createTxnOperationApi,
  type Account,
  type Txn,
} from '../../../providers/txn-operation-api';
import {
  AccountOperations,
  TxnOperationApiContext,
} from '../../../resources/account/operations/AccountOperations';
import { AccountSearchContext } from '../../../resources/account/account/accountSearchContext';
import { storage } from '../../../src/lib/storage';

export { capOk, capRefused, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  charge: '/cap/txn/v1/TxnCharge',
  withdraw: '/cap/txn/v1/TxnWithdraw',
  transfer: '/cap/txn/v1/TxnTransfer',
  paySingle: '/cap/txn/v1/TxnPaySingle',
  freeze: '/cap/txn/v1/TxnFreeze',
  unfreeze: '/cap/txn/v1/TxnUnfreeze',
  accounts: '/cap/acct/v1/AcctInfoInquiry',
} as const;

export const ALL_OPERATION_CODES = [
  'acct:charge',
  'acct:withdraw',
  'acct:transfer',
  'acct:pay',
  'acct:freeze',
  'acct:unfreeze',
] as const;

/** The typed operation password; the request must carry it encrypted, never as typed. */
export const TYPED_PASSWORD = 'Op@2026pass';

/** The contract's first account (cap.yaml AcctInfoInquiry success), in acct_status 0 正常. */
export function account(overrides: Partial<Account> = {}): Account {
  return {
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    cusCode: 'C202611000123',
    cusName: '杭州云栖便利店有限公司',
    acctType: '01',
    acctStatus: '0',
    balance: '1285630.45',
    frozenAmt: '0.00',
    availableAmt: '1285630.45',
    channelCode: 'UNIONPAY',
    openDate: '2026-11-21',
    settleAcct: {
      acctType: '1',
      acctName: '杭州云栖便利店有限公司',
      acctNo: '6222 **** **** 3201',
      bankName: '中国工商银行',
    },
    ...overrides,
  };
}

/** A 部分冻结 account: 356,200.00 with 50,000.00 frozen (cap.yaml's second account). */
export const partlyFrozen = (): Account =>
  account({
    acctNo: '6218802000000137',
    acctName: '杭州云栖便利店有限公司待清算户',
    acctType: '02',
    acctStatus: '1',
    balance: '356200.00',
    frozenAmt: '50000.00',
    availableAmt: '306200.00',
  });

/** The created transaction, as the contract answers: in 00 待复核. */
export function txn(overrides: Partial<Txn> = {}): Txn {
  return {
    txnNo: 'T20261125104500011',
    txnType: '01',
    txnStatus: '00',
    acctNo: '6218801000000121',
    amount: '80000.00',
    submitter: 'admin',
    submitTime: '2026-11-25 10:45:00',
    ...overrides,
  };
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the codes17 sets the dialogs read. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    freeze_mode: [item('1', '按金额'), item('2', '整户')],
    txn_status: [
      item('00', '待复核'),
      item('01', '处理中'),
      item('02', '成功'),
      item('03', '失败'),
      item('04', '已驳回'),
      item('05', '已撤销'),
    ],
  });
}

export function renderOperations(post: ServicePost, subject: Account = account()) {
  const onDone = vi.fn<(created: Txn) => void>();
  const api = createTxnOperationApi(post);
  render(
    <AntdApp>
      <TxnOperationApiContext value={api}>
        <AccountSearchContext value={api.searchAccounts}>
          <AccountOperations account={subject} onDone={onDone} />
        </AccountSearchContext>
      </TxnOperationApiContext>
    </AntdApp>,
  );
  return { onDone };
}

/** A button's accessible name: antd spaces a two-character label ("充 值"). */
export const named = (label: string): RegExp => new RegExp(`^${[...label].join('\\s*')}$`);

/** Opens an operation's dialog by its button and returns the dialog. */
export async function openDialog(label: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: named(label) }));
  return screen.findByRole('dialog');
}

export function type(dialog: HTMLElement, label: string, text: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: text } });
}

/** The dialog's OK button; while a call is pending its name starts with the loading icon's. */
export const okButton = (dialog: HTMLElement): HTMLElement =>
  within(dialog).getByRole('button', { name: /确\s*定$/ });

export function confirm(dialog: HTMLElement) {
  fireEvent.click(okButton(dialog));
}

export const valueOf = (dialog: HTMLElement, label: string): string =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;
