import {
  useDelete,
  useDeleteMany,
  type BaseKey,
  type CrudFilter,
  type CrudSort,
} from '@refinedev/core';
import { useState, type ReactElement } from 'react';
import { missingEndpointMessage } from '../../providers/data/endpoints';
import { mutationMessage, type SuperQuery } from '../../providers/data-provider';
import type { ExportApi } from '../../providers/export-api';
import {
  BATCH_DELETE_CONFIRM,
  DELETE_CONFIRM,
  DELETE_CONFIRM_TITLE,
  SELECT_ONE_RECORD,
} from '../../src/lib/messages';
import type { ListDeclaration, ListRow, RowActionDecl, ToolbarActionDecl } from './types';
import { useExport } from './useExport';
import { useFeedback } from './useFeedback';
import { useAppFeedback } from '../../src/components/feedback/useAppFeedback';

/** What the list shows now: exported as is (spec 7.5). */
export interface ListConditions {
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
  superQuery?: SuperQuery;
}

/** An action's own dialog, open for a row or for the selected rows. */
type OpenDialog<T extends ListRow> =
  | { row: RowActionDecl<T>; record: T; toolbar?: undefined }
  | { toolbar: ToolbarActionDecl; selected: readonly BaseKey[]; row?: undefined };

export interface ListActionsOptions {
  selected: readonly BaseKey[];
  clearSelection: () => void;
  conditions: ListConditions;
  refresh: () => void;
  exportApi?: ExportApi;
}

/**
 * Delete, batch delete, export and the special actions of a list (spec 7.5, 8.2), each with the
 * JeecgBoot order of checks: configuration (请设置url.…属性!), then selection (请选择一条记录！), then
 * the confirmation. Refine's own notifications are off: each outcome is shown once, here.
 */
export function useListActions<T extends ListRow>(
  declaration: ListDeclaration<T>,
  { selected, clearSelection, conditions, refresh, exportApi }: ListActionsOptions,
) {
  const { modal } = useAppFeedback();
  const feedback = useFeedback();
  const { mutate: deleteOne } = useDelete();
  const { mutate: deleteMany } = useDeleteMany();
  const exporter = useExport(exportApi);
  // Which action's own dialog is open, and for what: the dialog is rendered from it below.
  const [openDialog, setOpenDialog] = useState<OpenDialog<T>>();
  const { resource } = declaration;

  const confirm = (content: string, onOk: () => void, title = DELETE_CONFIRM_TITLE) =>
    modal.confirm({ title, content, okText: '确定', cancelText: '取消', onOk });

  const remove = (id: BaseKey) =>
    confirm(DELETE_CONFIRM, () =>
      deleteOne(
        { resource: resource.name, id, successNotification: false, errorNotification: false },
        {
          onSuccess: (reply) => {
            feedback.succeeded(mutationMessage(reply));
            clearSelection();
          },
          onError: feedback.failed,
        },
      ),
    );

  const removeSelected = () => {
    if (!resource.endpoints.deleteBatch) {
      feedback.error(missingEndpointMessage('deleteBatch'));
      return;
    }
    if (selected.length === 0) {
      feedback.warn(SELECT_ONE_RECORD);
      return;
    }
    confirm(BATCH_DELETE_CONFIRM, () =>
      deleteMany(
        {
          resource: resource.name,
          ids: [...selected],
          successNotification: false,
          errorNotification: false,
        },
        {
          onSuccess: (reply) => {
            feedback.succeeded(mutationMessage(reply));
            clearSelection();
          },
          onError: feedback.failed,
        },
      ),
    );
  };

  const exportXls = async () => {
    const path = resource.endpoints.exportXls;
    if (!path) return;
    await exporter.exportXls(
      path,
      { ...conditions, defaultSort: resource.endpoints.defaultSort, selections: selected },
      declaration.exportFileName ?? declaration.title,
    );
  };

  const settle = async (run: () => Promise<Parameters<typeof feedback.outcome>[0]>) => {
    try {
      const outcome = await run();
      feedback.outcome(outcome);
      if (outcome.ok) refresh();
    } catch (error) {
      feedback.failed(error);
    }
  };

  const close = () => setOpenDialog(undefined);
  const done = () => {
    close();
    refresh();
  };

  const runRowAction = (action: RowActionDecl<T>, record: T) => {
    if (action.dialog) {
      setOpenDialog({ row: action, record });
      return;
    }
    const { run } = action;
    const go = () => void settle(() => run(record));
    const question = typeof action.confirm === 'function' ? action.confirm(record) : action.confirm;
    if (question) confirm(question, go, action.label);
    else go();
  };

  const runToolbarAction = (action: ToolbarActionDecl) => {
    if (action.needsSelection && selected.length === 0) {
      feedback.warn(SELECT_ONE_RECORD);
      return;
    }
    if (action.dialog) {
      setOpenDialog({ toolbar: action, selected });
      return;
    }
    const { run } = action;
    const go = () =>
      void settle(async () => {
        const outcome = await run(selected);
        if (outcome.ok) clearSelection();
        return outcome;
      });
    if (action.confirm) confirm(action.confirm, go, action.label);
    else go();
  };

  const dialog: ReactElement | undefined = openDialog?.row
    ? openDialog.row.dialog?.({ record: openDialog.record, onClose: close, onDone: done })
    : openDialog?.toolbar.dialog?.({
        selected: openDialog.selected,
        onClose: close,
        onDone: () => {
          clearSelection();
          done();
        },
      });

  return {
    remove,
    removeSelected,
    exportXls,
    exporting: exporter.exporting,
    runRowAction,
    runToolbarAction,
    dialog,
  };
}
