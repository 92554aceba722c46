/**
 * The pure rules behind the transaction pages: the receipt's preview URL (spec 7.1: static domain
 * plus filePath unless absolute, the PDF preview page below the API base, same origin only), what
 * can be refunded and how much, and the search filters sent.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { staticUrl } from '../../../providers/http';
import { pdfPreviewUrl } from '../../../providers/pdf-preview';
import { isSameOrigin } from '../../../resources/account/txn/receiptUrl';
import { txnFilters } from '../../../resources/account/txn/txnSearch';
import { isRefundable, refundableFen } from '../../../resources/accounting/refund/refundable';

describe('receipt preview URL', () => {
  it.each([
    ['txn/receipt/a.pdf', '/admin/sys/common/static/txn/receipt/a.pdf'],
    ['/txn/receipt/a.pdf', '/admin/sys/common/static/txn/receipt/a.pdf'],
    ['https://files.example.com/a.pdf', 'https://files.example.com/a.pdf'],
  ])('joins %s to the static domain unless absolute', (filePath, expected) => {
    expect(staticUrl('/admin/sys/common/static/', filePath)).toBe(expected);
  });

  it('gives the preview page the file URL as its `file` parameter', () => {
    const url = new URL(
      pdfPreviewUrl('http://console.test/admin/', '/admin/sys/common/static/a b.pdf'),
    );
    expect(url.pathname).toBe('/admin/sys/common/pdf/pdfPreviewIframe');
    expect(url.searchParams.get('file')).toBe('/admin/sys/common/static/a b.pdf');
  });

  it('embeds only a page of the console’s origin', () => {
    expect(isSameOrigin('/admin/x', 'http://console.test/acct')).toBe(true);
    expect(isSameOrigin('http://other.test/admin/x', 'http://console.test/acct')).toBe(false);
  });
});

describe('refundable', () => {
  it.each([
    ['03', '02', true],
    ['01', '02', true],
    ['04', '02', true],
    ['03', '00', false],
    ['03', '03', false],
    ['06', '02', false],
    ['08', '02', false],
    ['09', '02', false],
  ] as const)('type %s in status %s: %s', (txnType, txnStatus, expected) => {
    expect(isRefundable({ txnType, txnStatus })).toBe(expected);
  });

  it('is what the server says is left, else the whole amount', () => {
    expect(refundableFen({ amount: '168.00', refundableAmt: '100.00' })).toBe(10000n);
    expect(refundableFen({ amount: '35000.00', refundableAmt: null })).toBe(3500000n);
  });
});

describe('transaction search filters', () => {
  it('trims texts, keeps known codes and sends the dates inclusive', () => {
    expect(
      txnFilters({
        txnNo: ' T1 ',
        acctNo: '',
        txnType: '03',
        txnStatus: '99',
        submitter: 'zhoulin',
        submitted: [dayjs('2026-11-20'), dayjs('2026-11-25')],
      }),
    ).toEqual({
      txnNo: 'T1',
      acctNo: undefined,
      txnType: '03',
      txnStatus: undefined,
      submitter: 'zhoulin',
      beginDate: '2026-11-20',
      endDate: '2026-11-25',
    });
  });
});
