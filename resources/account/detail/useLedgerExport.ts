import { useState } from 'react';
import type { LedgerFilters } from '../../../providers/acct-api';
import { saveBlob } from '../../kit/saveFile';
import { useFeedback } from '../../kit/useFeedback';
import { useAcctApi } from '../account/acctApiContext';
import { LEDGER_TEXTS as TEXTS } from './texts';

/**
 * 导出 of an account's 流水: every line the last search selects (AcctLedgerExport), saved under the
 * server's name, else 账户流水.xlsx; a refusal shows the server's text. One export at a time.
 */
export function useLedgerExport() {
  const api = useAcctApi();
  const feedback = useFeedback();
  const [exporting, setExporting] = useState(false);

  const exportLedger = async (filters: LedgerFilters) => {
    if (exporting) return;
    setExporting(true);
    try {
      const outcome = await api.exportLedger(filters);
      if (outcome.ok) saveBlob(outcome.blob, outcome.fileName.trim() || TEXTS.exportFileName);
      else if (!outcome.presented) feedback.warn(outcome.message);
    } finally {
      setExporting(false);
    }
  };

  return { exportLedger, exporting };
}
