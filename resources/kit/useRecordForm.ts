import { useModalForm } from '@refinedev/antd';
import { useTranslate, type BaseKey, type HttpError } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { mutationMessage } from '../../providers/data-provider';
import type { FormContext, ListDeclaration, ListRow } from './types';
import { useFeedback } from './useFeedback';
import { useKeptFormInput } from './useKeptFormInput';
import { useAppFeedback } from '../../src/components/feedback/useAppFeedback';

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
  const { modal } = useAppFeedback();
  const translate = useTranslate();
  const [row, setRow] = useState<T>();
  // Values a create form starts with beyond the declared ones (添加下级: the parent).
  const [presets, setPresets] = useState<FormValues>();
  const modalForm = useModalForm<T, HttpError, FormValues>({
    resource: declaration.resource.name,
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
    mode === 'create'
      ? presets
        ? { ...declaration.form?.initialValues, ...presets }
        : declaration.form?.initialValues
      : row;

  // antd applies changed initialValues only on reset: each opened row starts from its own values,
  // also when the same row (saved meanwhile) is opened again. Once per row: a kept-alive tab
  // re-runs effects when shown again, which must not wipe what the user typed.
  const startFrom = mode === 'create' ? presets : row;
  const resetFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (resetFor.current === startFrom) return;
    resetFor.current = startFrom;
    form.resetFields();
  }, [startFrom, form]);

  // The row whose extra values are awaited: a late answer for another row is dropped.
  const editValuesFor = useRef<T | undefined>(undefined);
  const loadEditValues = (record: T) => {
    const editValues = declaration.form?.editValues;
    if (!editValues) return;
    editValuesFor.current = record;
    // Lands after the opened row's reset (an effect), as values the user has not touched.
    editValues(record).then((values) => {
      if (editValuesFor.current !== record) return;
      form.setFields(Object.entries(values).map(([name, value]) => ({ name, value })));
    }, feedback.failed);
  };

  /** Opens the form: editing `record`, or creating (with `values` preset, e.g. the parent). */
  const open = (record?: T, values?: FormValues) => {
    if (mode === 'edit' && record) {
      setRow(record);
      const key: unknown = record[declaration.rowKey ?? 'id'];
      if (typeof key === 'string' || typeof key === 'number') show(key);
      loadEditValues(record);
      return;
    }
    setPresets(values);
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
    Promise.resolve(formProps.onFinish?.({ ...declaration.form?.fixedValues, ...values })).catch(
      () => undefined,
    );

  const context: FormContext = { mode, ...(id !== undefined ? { id: String(id as BaseKey) } : {}) };

  return {
    open,
    /** Prefixes the control ids (the create and edit forms and the search form share names). */
    formName: `${declaration.resource.name}-${mode}`,
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
