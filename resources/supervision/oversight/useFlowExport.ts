import { useRef, useState } from 'react';
import type { SupFlowFilters } from '../../../providers/supervision-api';
import type { SupScope } from '../../../src/lib/supervision';
import { saveBlob } from '../../kit/saveFile';
import { useFeedback } from '../../kit/useFeedback';
import { useSupervisionApi } from './supervisionApiContext';
import { FLOW_TEXTS as TEXTS } from './texts';

/**
 * 导出 of 资金流水, as 账户流水's (useLedgerExport): every flow the last search selects
 * (SupFlowExport), saved under the server's name, else 监管资金流水.xlsx; a refusal (range too
 * long, too many lines) shows the server's text. One export at a time.
 */
export function useFlowExport(scope: SupScope) {
  const api = useSupervisionApi();
  const feedback = useFeedback();
  const [exporting, setExporting] = useState(false);
  const inFlight = useRef(false);

  const exportFlows = async (filters: SupFlowFilters) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setExporting(true);
    try {
      const outcome = await api.exportFlows(scope, filters);
      if (outcome.ok) saveBlob(outcome.blob, outcome.fileName.trim() || TEXTS.exportFileName);
      else if (!outcome.presented) feedback.warn(outcome.message);
    } finally {
      inFlight.current = false;
      setExporting(false);
    }
  };

  return { exportFlows, exporting };
}
