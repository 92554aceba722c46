import { useQuery } from '@tanstack/react-query';
import { listPositions, NEWEST_FIRST } from '../../../providers/picker-api';
import { splitPickedValues } from '../../../src/lib/pickers/commaValues';

/** JeecgBoot's address book reads every position in one page to name the rows' codes. */
const ALL_POSITIONS = { pageNo: 1, pageSize: 99999, ...NEWEST_FIRST } as const;

/**
 * The position names of comma-joined codes (JeecgBoot AddressListRight): one position list for
 * every row; a code without a position shows as itself.
 */
export function PositionNames({ codes }: { codes: string | null | undefined }) {
  const positions = useQuery({
    queryKey: ['address-list', 'positions'],
    queryFn: () => listPositions(ALL_POSITIONS),
    retry: false,
  });
  const names = new Map(
    (positions.data?.records ?? []).map((position) => [position.code, position.name]),
  );
  return (
    <>
      {splitPickedValues(codes)
        .map((code) => names.get(code) ?? code)
        .join(',')}
    </>
  );
}
