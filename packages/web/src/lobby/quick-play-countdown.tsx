import type { TableSummary } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { clockDigits, useSecondsLeft } from '../ui/use-seconds-left.ts';

/** On an open quick-play table: the time until bots take the empty seats and the match starts. */
export function QuickCountdown({ table }: { table: Omit<TableSummary, 'version'> }) {
  const fillAt = table.status === 'open' ? (table.quick?.fillAt ?? null) : null;
  if (fillAt === null) return null;
  return <FillCountdown fillAt={fillAt} />;
}

function FillCountdown({ fillAt }: { fillAt: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(fillAt) ?? 0;
  return (
    <p className="notice quick-countdown" data-testid="quick-countdown">
      {left > 0 ? (
        <>
          {t('quick.fillIn')} <time>{clockDigits(left)}</time>
        </>
      ) : (
        t('quick.fillNow')
      )}
    </p>
  );
}
