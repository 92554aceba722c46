import { useModalForm } from '@refinedev/antd';
import { useTranslate, type BaseKey, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { mutationMessage } from '../../providers/data-provider';
import type { FormContext, ListDeclaration, ListRow } from './types';
import { useFeedback } from './useFeedback';
import { useKeptFormInput } from './useKeptFormInput';

export type FormValues = Record<string, unknown>;

/**
 * One create or edit form of a list (Refine useModalForm; the same state drives a modal or a
 * drawer). Editing starts from the list row, as JeecgBoot list pages do, so no queryById is
 * needed. Saves show the server's message; a failure shows once (spec 8.2) and the form stays open
 * with its input. Closing a changed form asks first (unsaved-changes warning).
 */
export function useRecordForm<T extends ListRow>(
  declaration: ListDeclaration<T>,
  mode: FormContext['mode'],
) {
  const feedback = useFeedback();
  const { modal } = App.useApp();
  const translate = useTranslate();
  const [row, setRow] = useState<T>();
  const modalForm = useModalForm<T, HttpError, FormValues>({
    resource: declaration.resource,
    action: mode,
    redirect: false,
    syncWithLocation: false,
    // Our own confirm below replaces Refine's window.confirm.
    warnWhenUnsavedChanges: false,
    successNotification: false,
    errorNotification: false,
    queryOptions: { enabled: false },
    onMutationSuccess: (data) => feedback.succeeded(mutationMessage(data)),
    onMutationError: (error) => feedback.failed(error),
  });
  const { form, formProps, close, show, id } = modalForm;
  const keptInput = useKeptFormInput(form, modalForm.open);

  const initialValues: FormValues | undefined =
    mode === 'create' ? declaration.form?.initialValues : row;

  // antd applies changed initialValues only on reset: each opened row starts from its own values,
  // also when the same row (saved meanwhile) is opened again. Once per row: a kept-alive tab
  // re-runs effects when shown again, which must not wipe what the user typed.
  const resetFor = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (resetFor.current === row) return;
    resetFor.current = row;
    form.resetFields();
  }, [row, form]);

  const open = (record?: T) => {
    if (mode === 'edit' && record) {
      setRow(record);
      const key: unknown = record[declaration.rowKey ?? 'id'];
      if (typeof key === 'string' || typeof key === 'number') show(key);
      return;
    }
    show();
  };

  const requestClose = () => {
    if (!form.isFieldsTouched()) {
      close();
      return;
    }
    modal.confirm({
      title: translate('warnWhenUnsavedChanges', '您有未保存的修改，确定要离开吗？'),
      okText: '确定',
      cancelText: '取消',
      onOk: close,
    });
  };

  const onFinish = (values: FormValues) =>
    // The save rejects on failure, already shown by onMutationError: the form stays open.
    Promise.resolve(formProps.onFinish?.(values)).catch(() => undefined);

  const context: FormContext = { mode, ...(id !== undefined ? { id: String(id as BaseKey) } : {}) };

  return {
    open,
    /** Prefixes the control ids (the create and edit forms and the search form share names). */
    formName: `${declaration.resource}-${mode}`,
    requestClose,
    context,
    visible: modalForm.open,
    saving: modalForm.formLoading,
    submit: () => form.submit(),
    formProps: {
      ...formProps,
      initialValues,
      onFinish,
      onValuesChange: (changed: FormValues, all: FormValues) => {
        keptInput.noteChange();
        formProps.onValuesChange?.(changed, all);
      },
    },
  };
}

/** What the form view needs (everything but `open`, which the list calls). */
export type RecordFormState = Omit<ReturnType<typeof useRecordForm>, 'open'>;
