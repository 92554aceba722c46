import { useState } from 'react';
import type { CustomerFilters } from '../../../providers/customer-api';
import { saveBlob } from '../../kit/saveFile';
import { useFeedback } from '../../kit/useFeedback';
import { useCustomerApi } from './customerApiContext';
import { CUSTOMER_PAGE_TEXTS as TEXTS } from './texts';

/**
 * 导出 of 客户信息: every customer the last search selects (CusMastInfoExport), saved under the
 * server's name, else 客户信息.xlsx; a refusal shows the server's text. One export at a time.
 */
export function useCustomerExport() {
  const api = useCustomerApi();
  const feedback = useFeedback();
  const [exporting, setExporting] = useState(false);

  const exportList = async (filters: CustomerFilters) => {
    if (exporting) return;
    setExporting(true);
    try {
      const outcome = await api.exportList(filters);
      if (outcome.ok) saveBlob(outcome.blob, outcome.fileName.trim() || TEXTS.exportFileName);
      else if (!outcome.presented) feedback.warn(outcome.message);
    } finally {
      setExporting(false);
    }
  };

  return { exportList, exporting };
}
