import type { InnetKey, InnetRecord } from '../../../../providers/customer-innet-api';

/** What every step of the guided page gets. */
export interface StepProps {
  innetKey: InnetKey;
  /** The record as it stands (undefined before the first submission). */
  record: InnetRecord | undefined;
  /** A call moved the record on: the page shows the new record and the server's text. */
  onMoved: (record: InnetRecord, message: string) => void;
}

/** A step past the submission: there is a record. */
export type RecordStepProps = StepProps & { record: InnetRecord };
