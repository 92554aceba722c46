import { useNavigate } from 'react-router';
import { RESULT_PATH, type SubmissionResult } from '../../../src/lib/workbench/result';

/** Opens the result page with `result` as route state (issue 19 item 6): never in the URL. */
export function useShowResult(): (result: SubmissionResult) => void {
  const navigate = useNavigate();
  return (result) => void navigate(RESULT_PATH, { state: result });
}
