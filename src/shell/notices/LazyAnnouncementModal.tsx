import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import type { AnnouncementModalProps } from './AnnouncementModal';

// The modal and its HTML sanitiser (DOMPurify) load when the first announcement is opened, not
// with the header on every page (issue 20).
const AnnouncementModal = lazyWithRetry(
  () => import('./AnnouncementModal'),
  'widget',
  (module) => module.AnnouncementModal,
);

/** AnnouncementModal, loaded on first use and kept mounted after, so it closes as it opened. */
export function LazyAnnouncementModal(props: AnnouncementModalProps) {
  const [used, setUsed] = useState(false);
  if (!used && props.announcement !== undefined) setUsed(true);
  if (!used && props.announcement === undefined) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal {...props} />
    </Suspense>
  );
}
