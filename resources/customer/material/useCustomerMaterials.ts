import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Material, MaterialChange } from '../../../providers/customer-material-api';
import { moveMaterialTo } from '../../../src/lib/customer';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useMaterialCalls } from './materialApiContext';

/** A file stored by FileUpload, to be added as a material of one type. */
export interface StoredMaterialFile {
  fileName: string;
  filePath: string;
}

/** Whether every file was added, and how many were (in order) before a refusal. */
export interface AddResult {
  ok: boolean;
  added: number;
}

export const materialsQueryKey = (cusCode: string) => ['cap', 'customer', 'materials', cusCode];

/**
 * A customer's materials (CusMaterialInquiry) and the changes made to them. One change at a time:
 * while a call is pending the others are refused (no double submission), and `pending` names the
 * row it is about so its button shows the wait. Every outcome shows the server's text (spec 7.1).
 */
export function useCustomerMaterials(cusCode: string) {
  const { materials } = useMaterialCalls();
  const feedback = useFeedback();
  const client = useQueryClient();
  const key = materialsQueryKey(cusCode);
  const query = useQuery({
    queryKey: key,
    queryFn: () => materials.list(cusCode),
    retry: false,
  });
  useFailureOnce(query, feedback.failed);

  const inFlight = useRef(false);
  const [pending, setPending] = useState<string>();
  const exclusive = useCallback(async <T>(label: string, busy: T, call: () => Promise<T>) => {
    if (inFlight.current) return busy;
    inFlight.current = true;
    setPending(label);
    try {
      return await call();
    } finally {
      inFlight.current = false;
      setPending(undefined);
    }
  }, []);

  /** The rows a change answered become the list; a reply without them has the list read again. */
  const showAnswered = async (rows: Material[] | undefined) => {
    if (rows) client.setQueryData<Material[]>(key, rows);
    else await client.invalidateQueries({ queryKey: key });
  };

  /** Runs one CusMaterialUpdating change; the reply's rows are the new list. */
  const change = (row: Material, next: MaterialChange): Promise<boolean> =>
    exclusive(`${row.id}:${next.action}`, false, async () => {
      const outcome = await materials.change({ id: row.id, cusCode }, next);
      feedback.outcome(outcome);
      if (outcome.ok) await showAnswered(outcome.rows);
      return outcome.ok;
    });

  /**
   * Puts the row at `from` at position `to` (indexes from 0): shown at once, sent as `reorder` with
   * the new sortNo (moveMaterialTo numbers 1..n), and put back if the server refuses.
   */
  const reorder = (from: number, to: number): Promise<boolean> => {
    const rows = query.data ?? [];
    const row = rows[from];
    if (!row || from === to) return Promise.resolve(false);
    return exclusive(`${row.id}:reorder`, false, async () => {
      const moved = moveMaterialTo(rows, from, to);
      client.setQueryData<Material[]>(key, moved);
      const outcome = await materials.change(
        { id: row.id, cusCode },
        { action: 'reorder', sortNo: to + 1 },
      );
      feedback.outcome(outcome);
      if (outcome.ok) await showAnswered(outcome.rows);
      else client.setQueryData<Material[]>(key, rows);
      return outcome.ok;
    });
  };

  /**
   * Adds the uploaded files one by one (CusMaterialAddtion). A refusal stops there and is shown;
   * the files added before it stay added (`added` counts them), and the list is read again.
   */
  const add = (materialType: Material['materialType'], files: readonly StoredMaterialFile[]) =>
    exclusive<AddResult>('add', { ok: false, added: 0 }, async () => {
      let added = 0;
      try {
        for (const file of files) {
          const outcome = await materials.add({ cusCode, materialType, ...file });
          if (!outcome.ok) {
            feedback.outcome(outcome);
            return { ok: false, added };
          }
          added += 1;
          if (added === files.length) feedback.outcome(outcome);
        }
        return { ok: true, added };
      } finally {
        if (added > 0) await client.invalidateQueries({ queryKey: key });
      }
    });

  return {
    rows: query.data ?? [],
    loaded: query.isSuccess,
    loading: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
    pending,
    change,
    reorder,
    add,
  };
}
