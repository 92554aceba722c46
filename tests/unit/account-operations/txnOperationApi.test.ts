/** providers/txn-operation-api.ts: the exact payloads and outcomes of the operation calls. */
import { describe, expect, it } from 'vitest';
import { createTxnOperationApi } from '../../../providers/txn-operation-api';
import {
  capOk,
  capRefused,
  PATHS,
  recordingPost,
  txn,
} from '../../components/account-operations/harness';

const encrypt = (plain: string) => `enc(${plain})`;

describe('createTxnOperationApi', () => {
  it('sends fen as a two-place yuan string and only the encrypted password', async () => {
    const { post, calls } = recordingPost({ [PATHS.paySingle]: capOk(txn(), '提交成功，待复核') });
    const outcome = await createTxnOperationApi(post, encrypt).paySingle({
      acctNo: '6218801000000121',
      payeeName: '陈小红',
      payeeCardNo: '6217001540025512',
      payeeBankName: '中国建设银行',
      amountFen: 1288880n,
      purpose: '劳务报酬',
      opPsw: 'secret',
    });
    expect(calls[0]).toMatchObject({
      path: PATHS.paySingle,
      payload: {
        acctNo: '6218801000000121',
        payeeName: '陈小红',
        payeeCardNo: '6217001540025512',
        payeeBankName: '中国建设银行',
        amount: '12888.80',
        purpose: '劳务报酬',
        opPsw: 'enc(secret)',
      },
    });
    expect(calls[0]?.payload).not.toHaveProperty('amountFen');
    expect(outcome).toEqual({ ok: true, txn: txn(), message: '提交成功，待复核' });
  });

  it('sends no amount for a whole-account freeze', async () => {
    const { post, calls } = recordingPost({ [PATHS.freeze]: capOk(txn({ txnType: '06' })) });
    await createTxnOperationApi(post, encrypt).freeze({
      acctNo: '6218801000000121',
      freezeMode: '2',
      reason: '司法冻结',
      opPsw: 'secret',
    });
    expect(calls[0]?.payload).toEqual({
      acctNo: '6218801000000121',
      freezeMode: '2',
      reason: '司法冻结',
      opPsw: 'enc(secret)',
    });
  });

  it('answers a refusal with the server text, and a thrown error as a failure', async () => {
    const refused = recordingPost({ [PATHS.charge]: capRefused('操作密码错误:还可尝试4次') });
    const input = { acctNo: '1', amountFen: 1n, opPsw: 'x' };
    expect(await createTxnOperationApi(refused.post, encrypt).charge(input)).toEqual({
      ok: false,
      message: '操作密码错误:还可尝试4次',
      presented: false,
    });
    const broken = recordingPost({});
    expect(await createTxnOperationApi(broken.post, encrypt).charge(input)).toMatchObject({
      ok: false,
    });
  });

  it('searches accounts by number when all digits, else by customer name', async () => {
    const body = { listData: [], page: { count: 0, pageSize: 10, offset: 0 } };
    const { post, calls } = recordingPost({ [PATHS.accounts]: capOk(body) });
    const api = createTxnOperationApi(post, encrypt);
    await api.searchAccounts(' 6218801000000121 ');
    await api.searchAccounts('杭州');
    expect(calls.map((call) => call.payload)).toEqual([
      { acctNo: '6218801000000121' },
      { cusName: '杭州' },
    ]);
    expect(calls[0]?.page).toEqual({ pageNum: 1, pageSize: 10 });
  });
});
