export { PromptDialog, type PromptDialogProps, type PromptOptions } from './PromptDialog';
export { usePrompt } from './usePrompt';
