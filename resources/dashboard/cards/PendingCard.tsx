import { Badge } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { type DashAudience, type PendingItem } from '../../../providers/dash-api';
import { ReadOnlyList } from '../../../src/components/ReadOnlyList';
import { pendingHref } from '../../../src/lib/dashboard/links';
import { useDictText } from '../../customer/customer/useDictText';
import { useDashApi } from './dashApiContext';
import { FigureCard } from './FigureCard';
import { EMPTY_TEXTS } from './texts';
import { useFigure } from './useFigure';

const PENDING_KIND_DICT = 'dash_pending_kind';

function PendingList({ items }: { items: PendingItem[] }) {
  const kindText = useDictText(PENDING_KIND_DICT);
  return (
    <ReadOnlyList
      items={items.map((item) => {
        const name = kindText(item.kind);
        const href = pendingHref(item.kind);
        return {
          key: item.kind,
          'aria-label': `${name} ${item.count} 件`,
          content: href ? (
            <Link to={href} aria-label={`${name} ${item.count} 件，去处理`}>
              {name}
            </Link>
          ) : (
            name
          ),
          extra: <Badge count={item.count} overflowCount={999} color="#1677ff" />,
        };
      })}
    />
  );
}

/** Pending work by kind (dash_pending_kind) awaiting the user, each to its filtered list. */
export function PendingCard({
  audience,
  title,
  emptyText = EMPTY_TEXTS.pending,
}: {
  audience: DashAudience;
  title: string;
  emptyText?: string;
}) {
  const api = useDashApi();
  const read = useCallback(() => api.pending(audience), [api, audience]);
  return (
    <FigureCard
      title={title}
      figure={useFigure(read)}
      isEmpty={(items) => items.length === 0}
      emptyText={emptyText}
    >
      {(items) => <PendingList items={items} />}
    </FigureCard>
  );
}
