import { Button, Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import type { SupBalanceTotals } from '../../../providers/supervision-api';
import { formatYuanText } from '../../../src/lib/money';
import { SUMMARY_TEXTS as TEXTS, SUP_TEXTS } from './texts';

const CARD_COLUMN = { xs: 24, sm: 12, lg: 8, xl: 4 } as const;
// The console theme's colorError (consoleTheme.ts), AA contrast on white.
const ALERT_STYLE = { color: '#cf1322' } as const;

/**
 * The cards above 监管: the scope's account count, balance, frozen, available and supervised
 * limit (separators, two places, spec 9) and how many accounts are under their limit, in red when
 * any is. Skeletons while the first read runs; a failed read says so with 重试.
 */
export function BalanceSummary({
  totals,
  loading,
  failed,
  onRetry,
}: {
  totals: SupBalanceTotals | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (!totals && failed) {
    return (
      <Result
        status="warning"
        title={TEXTS.failed}
        extra={<Button onClick={onRetry}>{SUP_TEXTS.retry}</Button>}
      />
    );
  }
  const below = totals?.belowLimitCount ?? 0;
  const cards: { key: string; title: string; value: string; alert?: boolean }[] = totals
    ? [
        { key: 'acctCount', title: TEXTS.acctCount, value: TEXTS.accounts(totals.acctCount) },
        { key: 'balance', title: TEXTS.balance, value: formatYuanText(totals.balance) },
        { key: 'frozenAmt', title: TEXTS.frozenAmt, value: formatYuanText(totals.frozenAmt) },
        {
          key: 'availableAmt',
          title: TEXTS.availableAmt,
          value: formatYuanText(totals.availableAmt),
        },
        {
          key: 'supervisedLimit',
          title: TEXTS.supervisedLimit,
          value: formatYuanText(totals.supervisedLimit),
        },
        {
          key: 'belowLimitCount',
          title: TEXTS.belowLimitCount,
          value: TEXTS.accounts(below),
          alert: below > 0,
        },
      ]
    : [];
  return (
    <section aria-label={TEXTS.label}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {totals
          ? cards.map((card) => (
              <Col key={card.key} {...CARD_COLUMN}>
                <Card size="small">
                  <Statistic
                    title={card.title}
                    value={card.value}
                    valueStyle={card.alert ? ALERT_STYLE : undefined}
                  />
                </Card>
              </Col>
            ))
          : Array.from({ length: 6 }, (_, index) => (
              <Col key={index} {...CARD_COLUMN}>
                <Card size="small">
                  <Skeleton active={loading} paragraph={{ rows: 1 }} title={false} />
                </Card>
              </Col>
            ))}
      </Row>
    </section>
  );
}
