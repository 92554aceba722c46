import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { PromptDialog, type PromptOptions } from './PromptDialog';

interface OpenPrompt {
  key: number;
  options: PromptOptions;
  open: boolean;
}

/**
 * `openPrompt(options)` for a component, in the shape of antd's `Modal.useModal()`: render the
 * returned holder once; each call opens one prompt dialog inside the app's providers (theme,
 * locale), which a static call outside React could not reach.
 */
export function usePrompt(): [openPrompt: (options: PromptOptions) => void, holder: ReactElement] {
  const [prompts, setPrompts] = useState<OpenPrompt[]>([]);

  const openPrompt = useCallback((options: PromptOptions) => {
    setPrompts((list) => [...list, { key: Date.now() + list.length, options, open: true }]);
  }, []);

  const holder = useMemo(
    () => (
      <>
        {prompts.map(({ key, options, open }) => (
          <PromptDialog
            key={key}
            {...options}
            open={open}
            onClose={() =>
              setPrompts((list) => list.map((p) => (p.key === key ? { ...p, open: false } : p)))
            }
            afterClose={() => setPrompts((list) => list.filter((p) => p.key !== key))}
          />
        ))}
      </>
    ),
    [prompts],
  );

  return [openPrompt, holder];
}
