import { TXN_TYPE } from '../../../src/lib/account';
import { TXN_TEXTS } from './texts';
import { TxnListPage } from './TxnListPage';

/** 转账 (商户平台): the transfer transactions (txnType 03) with their audit and 电子回单. */
export function TransferListPage() {
  return <TxnListPage title={TXN_TEXTS.transferTitle} fixed={{ txnType: TXN_TYPE.transfer }} />;
}
