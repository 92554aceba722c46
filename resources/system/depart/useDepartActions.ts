import { useDelete, useDeleteMany } from '@refinedev/core';
import { App } from 'antd';
import { useState } from 'react';
import { mutationMessage } from '../../../providers/data-provider';
import { exportApi } from '../../../providers/export-api';
import {
  DELETE_CONFIRM_TITLE,
  DEPART_DELETE_CONFIRM,
  departBatchDeleteConfirm,
  SELECT_ONE_RECORD,
  UNKNOWN_FILE,
} from '../../../src/lib/messages';
import { exportFileName, saveBlob } from '../../kit/saveFile';
import { useFeedback } from '../../kit/useFeedback';
import departResource from '.';

/** JeecgBoot names the export 部门信息 (DepartList handleExportXls). */
const EXPORT_NAME = '部门信息';

/**
 * Delete, batch delete and export of the department tree (JeecgBoot DepartList; spec 7.5, 8.2):
 * deleting also removes the sub-departments, so the confirmations say so. `onDeleted` gets the
 * removed ids so the page can drop them from its selection.
 */
export function useDepartActions(onDeleted: (ids: readonly string[]) => void) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { mutate: deleteOne } = useDelete();
  const { mutate: deleteMany } = useDeleteMany();
  const [exporting, setExporting] = useState(false);

  const confirm = (content: string, onOk: () => void) =>
    modal.confirm({
      title: DELETE_CONFIRM_TITLE,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk,
    });

  const remove = (id: string) =>
    confirm(DEPART_DELETE_CONFIRM, () =>
      deleteOne(
        { resource: departResource.name, id, successNotification: false, errorNotification: false },
        {
          onSuccess: (reply) => {
            feedback.succeeded(mutationMessage(reply));
            onDeleted([id]);
          },
          onError: feedback.failed,
        },
      ),
    );

  const removeChecked = (ids: readonly string[]) => {
    if (ids.length === 0) {
      feedback.warn(SELECT_ONE_RECORD);
      return;
    }
    confirm(departBatchDeleteConfirm(ids.length), () =>
      deleteMany(
        {
          resource: departResource.name,
          ids: [...ids],
          successNotification: false,
          errorNotification: false,
        },
        {
          onSuccess: (reply) => {
            feedback.succeeded(mutationMessage(reply));
            onDeleted(ids);
          },
          onError: feedback.failed,
        },
      ),
    );
  };

  /** The checked departments, or all of them (`selections`, spec 7.5). */
  const exportXls = async (ids: readonly string[]) => {
    setExporting(true);
    try {
      const outcome = await exportApi.exportXls(departResource.endpoints.exportXls, {
        defaultSort: null,
        selections: ids,
      });
      if (!outcome.ok) {
        feedback.warn(outcome.message);
        return;
      }
      const name = exportFileName(outcome.fileName, EXPORT_NAME);
      if (name === '') feedback.warn(UNKNOWN_FILE);
      else saveBlob(outcome.blob, name);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setExporting(false);
    }
  };

  return { remove, removeChecked, exportXls, exporting };
}
