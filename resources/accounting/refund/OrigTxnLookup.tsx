import { Form, Input } from 'antd';
import { useState } from 'react';
import type { Txn } from '../../../providers/txn-api';
import { useTxnApi } from '../../account/txn/txnApiContext';
import { REFUND_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** 新建退款's lookup of the original transaction by its number (TxnInquiry with txnNo alone). */
export function OrigTxnLookup({ onFound }: { onFound: (txn: Txn) => void }) {
  const api = useTxnApi();
  const { message } = useAppFeedback();
  const [searching, setSearching] = useState(false);

  const lookUp = async (text: string) => {
    const txnNo = text.trim();
    if (txnNo === '' || searching) return;
    setSearching(true);
    try {
      const outcome = await api.detail(txnNo);
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
      } else if (outcome.txn) onFound(outcome.txn);
      else void message.warning(TEXTS.notFound);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Form.Item label={TEXTS.origTxnNo} required>
      <Input.Search
        aria-label={TEXTS.origTxnNo}
        placeholder={TEXTS.origTxnNoPlaceholder}
        enterButton={TEXTS.lookup}
        loading={searching}
        onKeyDown={(event) => {
          // Enter here looks the transaction up; it must not submit the refund form.
          if (event.key === 'Enter') event.stopPropagation();
        }}
        onSearch={(text) => void lookUp(text)}
      />
    </Form.Item>
  );
}
