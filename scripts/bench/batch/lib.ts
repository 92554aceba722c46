// The shipped batch pay code the bench times (scripts/bench/batch.mjs): the rows as the page
// reads them from BatchPayItemInquiry into the grid, and the one validation pass over them.
export { batchRowOf, gridRowsOf } from '../../../resources/account/batch/batchGrid';
export { canSubmitBatch, validateBatch } from '../../../src/lib/account/batch';
export { formatYuan } from '../../../src/lib/money/yuan';
