import { useDelete, useDeleteMany } from '@refinedev/core';
import { mutationMessage } from '../../../providers/data-provider';
import {
  DELETE_CONFIRM_TITLE,
  DEPART_DELETE_CONFIRM,
  departBatchDeleteConfirm,
  SELECT_ONE_RECORD,
} from '../../../src/lib/messages';
import { useExport } from '../../kit/useExport';
import { useFeedback } from '../../kit/useFeedback';
import { departResource } from './resource';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** JeecgBoot names the export 部门信息 (DepartList handleExportXls). */
const EXPORT_NAME = '部门信息';

/**
 * Delete, batch delete and export of the department tree (JeecgBoot DepartList; spec 7.5, 8.2):
 * deleting also removes the sub-departments, so the confirmations say so. `onDeleted` gets the
 * removed ids so the page can drop them from its selection.
 */
export function useDepartActions(onDeleted: (ids: readonly string[]) => void) {
  const { modal } = useAppFeedback();
  const feedback = useFeedback();
  const { mutate: deleteOne } = useDelete();
  const { mutate: deleteMany } = useDeleteMany();
  const exporter = useExport();

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
  const exportXls = (ids: readonly string[]) =>
    exporter.exportXls(
      departResource.endpoints.exportXls,
      { defaultSort: null, selections: ids },
      EXPORT_NAME,
    );

  return { remove, removeChecked, exportXls, exporting: exporter.exporting };
}
