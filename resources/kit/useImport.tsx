import { useState } from 'react';
import type { ImportExcelPath } from '../../providers/upload-api';
import { ImportExcelDialog } from '../../src/components/ImportExcelDialog';

/**
 * 导入 (spec 7.5): `open` shows the import dialog for the module's import path (undefined when it
 * has none, so no button is offered); `dialog` is rendered by the page; `onImported` reads again.
 */
export function useImport(path: ImportExcelPath | undefined, onImported: () => void) {
  const [importing, setImporting] = useState(false);
  if (!path) return { open: undefined, dialog: null };
  return {
    open: () => setImporting(true),
    dialog: (
      <ImportExcelDialog
        open={importing}
        url={path}
        onImported={onImported}
        onClose={() => setImporting(false)}
      />
    ),
  };
}
