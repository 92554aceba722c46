import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isPresentedError } from '../../../providers/http/httpError';
import { markNoticeRead } from '../../../providers/notices-api';
import type { AnnouncementView } from './announcement';
import { noticeQueryKeys } from './queryKeys';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface AnnouncementViewer {
  /** The announcement in the detail modal, if any. */
  viewing: AnnouncementView | undefined;
  /** Shows the announcement and marks it read for the signed-in user. */
  open: (announcement: AnnouncementView, anntId: string) => void;
  close: () => void;
}

/** spec 4: opening an item marks it read and refreshes the lists (bell and 'view more' page). */
export function useAnnouncementViewer(): AnnouncementViewer {
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const [viewing, setViewing] = useState<AnnouncementView>();

  const open = useCallback(
    (announcement: AnnouncementView, anntId: string) => {
      setViewing(announcement);
      markNoticeRead(anntId)
        .then(() => queryClient.invalidateQueries({ queryKey: noticeQueryKeys.all }))
        .catch((error: unknown) => {
          // HTTP failures were already shown by the HTTP layer (spec 8.1).
          if (!isPresentedError(error) && error instanceof Error)
            void message.warning(error.message);
        });
    },
    [queryClient, message],
  );

  const close = useCallback(() => setViewing(undefined), []);
  return { viewing, open, close };
}
