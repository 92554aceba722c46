import { Card, Empty, Tabs } from 'antd';
import { useState } from 'react';
import {
  SUP_AUDIENCE,
  supScope,
  type SupAudience,
  type SupScope,
} from '../../../src/lib/supervision';
import { AlertPanel } from './AlertPanel';
import { BalanceSummary } from './BalanceSummary';
import { BalanceTable } from './BalanceTable';
import { FlowPanel } from './FlowPanel';
import { SubjectPicker } from './SubjectPicker';
import { SUP_TEXTS as TEXTS } from './texts';
import { useBalances } from './useSupReads';

/** The balances, flows and alerts of one scope. */
function ScopeView({ scope }: { scope: SupScope }) {
  const balances = useBalances(scope);
  return (
    <>
      <BalanceSummary
        totals={balances.data?.totals}
        loading={balances.loading}
        failed={balances.failed}
        onRetry={balances.refetch}
      />
      <Tabs
        items={[
          {
            key: 'balances',
            label: TEXTS.tabs.balances,
            children: <BalanceTable read={balances} />,
          },
          { key: 'flows', label: TEXTS.tabs.flows, children: <FlowPanel scope={scope} /> },
          { key: 'alerts', label: TEXTS.tabs.alerts, children: <AlertPanel scope={scope} /> },
        ]}
      />
    </>
  );
}

/**
 * 监管 (spec 2.7 "Supervision: boss, customer and supplier screens"; issue 18 D): read-only
 * oversight of supervised balances, fund flows and alerts for one audience. The customer and
 * supplier views ask for their subject first and read nothing until it is chosen.
 */
export function SupervisionPage({ audience }: { audience: SupAudience }) {
  const [subjectCode, setSubjectCode] = useState<string>();
  const scope = supScope(audience, subjectCode);
  return (
    <Card title={TEXTS.titles[audience]}>
      {audience !== SUP_AUDIENCE.boss ? (
        <SubjectPicker audience={audience} value={subjectCode} onChange={setSubjectCode} />
      ) : null}
      {scope ? (
        // A new subject starts its reads afresh (first page, default range).
        <ScopeView key={scope.subjectCode ?? audience} scope={scope} />
      ) : (
        <Empty
          description={audience === SUP_AUDIENCE.boss ? null : TEXTS.subject[audience].choose}
        />
      )}
    </Card>
  );
}
