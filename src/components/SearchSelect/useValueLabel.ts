import { useCallback, useEffect, useState } from 'react';
import { showLoadFailure } from '../DictSelect/showLoadFailure';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface ValueLabel {
  labelOf: (value: string) => string | undefined;
  /** Keeps the label of a value the user picked, so no lookup is needed for it. */
  remember: (value: string, label: string) => void;
}

/**
 * The label of a value set from outside (a record being edited): looked up once with `resolve`;
 * a value without a label shows as itself.
 */
export function useValueLabel(
  value: string | undefined,
  resolve: (value: string) => Promise<string | undefined>,
): ValueLabel {
  const { message } = useAppFeedback();
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});

  const remember = useCallback((picked: string, label: string) => {
    setLabels((known) => ({ ...known, [picked]: label }));
  }, []);

  useEffect(() => {
    if (!value || value in labels) return undefined;
    let live = true;
    resolve(value).then(
      (label) => {
        if (live) setLabels((known) => ({ ...known, [value]: label ?? value }));
      },
      (error: unknown) => {
        if (!live) return;
        showLoadFailure(message, error);
        setLabels((known) => ({ ...known, [value]: value }));
      },
    );
    return () => {
      live = false;
    };
  }, [value, labels, resolve, message]);

  const labelOf = useCallback((known: string) => labels[known], [labels]);
  return { labelOf, remember };
}
