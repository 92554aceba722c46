import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

type KeptField = { name: string; value: unknown; touched: true };

/**
 * A list page kept alive in a hidden tab (spec 2.8, <Activity>) has its effects torn down when
 * hidden and set up again when shown; the form's fields unregister meanwhile and Refine's form
 * resets itself when shown. What the user typed in an open form is taken aside on hide and put
 * back on show, still counted as unsaved. Call it after useModalForm (its effect must run after
 * Refine's) and report user edits with `noteChange` (the form's onValuesChange).
 */
export function useKeptFormInput(form: FormInstance, open: boolean): { noteChange: () => void } {
  const openNow = useRef(open);
  const changed = useRef(false);
  useEffect(() => {
    openNow.current = open;
    if (!open) changed.current = false;
  }, [open]);

  const kept = useRef<KeptField[] | undefined>(undefined);
  useEffect(() => {
    if (kept.current) {
      form.setFields(kept.current);
      kept.current = undefined;
    }
    return () => {
      if (!openNow.current || !changed.current) return;
      const values: Record<string, unknown> = form.getFieldsValue(true);
      kept.current = Object.entries(values).map(([name, value]) => ({
        name,
        value,
        touched: true,
      }));
    };
  }, [form]);

  return {
    noteChange: () => {
      changed.current = true;
    },
  };
}
