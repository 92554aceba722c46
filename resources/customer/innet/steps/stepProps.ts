import type { InnetKey, InnetRecord } from '../../../../providers/customer-innet-api';
import type { Failure } from '../../../../providers/outcome';

/** What every step of the guided page gets. */
export interface StepProps {
  innetKey: InnetKey;
  /** The record as it stands (undefined before the first submission). */
  record: InnetRecord | undefined;
  /** A call moved the record on: the page shows the new record and the server's text. */
  onMoved: (record: InnetRecord, message: string) => void;
  /**
   * A call was refused: its text is shown and the record read again, since a refusal may have
   * moved it (the last wrong amount fails the onboarding, 08).
   */
  onRefused: (failure: Failure) => void;
}

/** A step past the submission: there is a record. */
export type RecordStepProps = StepProps & { record: InnetRecord };
