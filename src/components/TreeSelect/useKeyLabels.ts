import { useCallback, useEffect, useState } from 'react';
import { showLoadFailure } from '../DictSelect/showLoadFailure';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface KeyLabels {
  labelOf: (key: string) => string | undefined;
  remember: (entries: readonly { key: string; label: string }[]) => void;
}

/**
 * Labels of the selected keys: the ones the user picked are known; keys set from outside are
 * looked up together with `resolve` (texts in key order) and shown as themselves until then.
 */
export function useKeyLabels(
  keys: readonly string[],
  resolve: (keys: string[]) => Promise<string[]>,
): KeyLabels {
  const { message } = useAppFeedback();
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  const missing = keys.filter((key) => !(key in labels)).join(',');

  useEffect(() => {
    if (!missing) return undefined;
    const wanted = missing.split(',');
    let live = true;
    const learn = (texts: readonly string[]) =>
      setLabels((known) => {
        const next = { ...known };
        wanted.forEach((key, index) => {
          next[key] = texts[index] ?? key;
        });
        return next;
      });
    resolve(wanted).then(
      (texts) => {
        if (live) learn(texts);
      },
      (error: unknown) => {
        if (!live) return;
        showLoadFailure(message, error);
        learn([]);
      },
    );
    return () => {
      live = false;
    };
  }, [missing, resolve, message]);

  const remember = useCallback((entries: readonly { key: string; label: string }[]) => {
    setLabels((known) => {
      const next = { ...known };
      for (const { key, label } of entries) next[key] = label;
      return next;
    });
  }, []);
  const labelOf = useCallback((key: string) => labels[key], [labels]);
  return { labelOf, remember };
}
