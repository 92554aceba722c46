import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { RecordForm } from './RecordForm';
import type { ListDeclaration, ListRow } from './types';
import { useRecordForm, type FormValues } from './useRecordForm';

/** How the list opens its forms. */
export interface RecordFormsHandle<T extends ListRow> {
  /** The create form, with `values` preset (添加下级: the parent). */
  create(values?: FormValues): void;
  edit(record: T): void;
}

export interface RecordFormsProps<T extends ListRow> {
  declaration: ListDeclaration<T>;
  form: NonNullable<ListDeclaration<T>['form']>;
  ref: Ref<RecordFormsHandle<T>>;
}

/**
 * The create and edit forms of a list that declares one. A list without a form renders none and
 * so creates no form instance: an antd form instance that no <Form> shows warns as soon as Refine
 * resets it (issue 13 item 9).
 */
export function RecordForms<T extends ListRow>({ declaration, form, ref }: RecordFormsProps<T>) {
  const createForm = useRecordForm(declaration, 'create');
  const editForm = useRecordForm(declaration, 'edit');
  // One handle for the forms' lifetime, reaching the latest render's forms.
  const forms = useRef({ createForm, editForm });
  useLayoutEffect(() => {
    forms.current = { createForm, editForm };
  });
  useImperativeHandle(
    ref,
    () => ({
      create: (values) => forms.current.createForm.open(undefined, values),
      edit: (record) => forms.current.editForm.open(record),
    }),
    [],
  );
  const layout = { fields: form.fields, container: form.container, width: form.width };
  return (
    <>
      <RecordForm state={createForm} {...layout} />
      <RecordForm state={editForm} {...layout} />
    </>
  );
}
