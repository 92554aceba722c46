import { useState } from 'react';
import {
  exportApi as appExportApi,
  type ExportApi,
  type ExportConditions,
  type ExportXlsPath,
} from '../../providers/export-api';
import { UNKNOWN_FILE } from '../../src/lib/messages';
import { exportFileName, saveBlob } from './saveFile';
import { useFeedback } from './useFeedback';

/**
 * 导出 (spec 7.5, 8.2): asks the export path with the list's conditions and saves the file under
 * the server's name, else `<fileName>.xls`; a refused or empty file is a warning, an HTTP failure
 * is shown once. For the list kit and any page that exports on its own (部门管理's tree).
 */
export function useExport(exportApi: ExportApi = appExportApi) {
  const feedback = useFeedback();
  const [exporting, setExporting] = useState(false);

  const exportXls = async (path: ExportXlsPath, conditions: ExportConditions, fileName: string) => {
    setExporting(true);
    try {
      const outcome = await exportApi.exportXls(path, conditions);
      if (!outcome.ok) {
        feedback.warn(outcome.message);
        return;
      }
      const name = exportFileName(outcome.fileName, fileName);
      if (name === '') feedback.warn(UNKNOWN_FILE);
      else saveBlob(outcome.blob, name);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setExporting(false);
    }
  };

  return { exportXls, exporting };
}
