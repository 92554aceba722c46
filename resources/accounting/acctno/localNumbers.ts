import { isLuhnValid, previewAccountNos } from '../../../src/lib/account';
import { ruleOfNumbers } from './channelDigits';

/** One number the server answered, beside the one the console computes for the same sequence. */
export interface NumberCheck {
  index: number;
  acctNo: string;
  luhnValid: boolean;
  /** The console's number for this place, undefined when it cannot compute one. */
  localNo: string | undefined;
}

export interface CheckedNumbers {
  rows: NumberCheck[];
  /** Why the console computed nothing (an unknown channel, a sequence past the width). */
  localFailure?: string;
}

/**
 * The server's numbers checked twice: each passes the Luhn check (isLuhnValid), and the console's
 * own previewAccountNos from `firstSeq` on gives the same numbers.
 */
export function checkNumbers(
  rule: { prefix: string; channelCode: string; seqWidth: number },
  firstSeq: number,
  acctNos: readonly string[],
  noLocalDigits: string,
): CheckedNumbers {
  const local = ruleOfNumbers(rule);
  const computed = local
    ? previewAccountNos(local, firstSeq, acctNos.length)
    : ({ ok: false, message: noLocalDigits } as const);
  const localNos = computed.ok ? computed.acctNos : [];
  return {
    rows: acctNos.map((acctNo, index) => ({
      index: index + 1,
      acctNo,
      luhnValid: isLuhnValid(acctNo),
      localNo: localNos[index],
    })),
    ...(computed.ok ? {} : { localFailure: computed.message }),
  };
}
