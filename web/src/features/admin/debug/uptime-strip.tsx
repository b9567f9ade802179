import { useTranslation } from 'react-i18next';
import type { HealthHistory } from '@lifewheel/contracts';
import { formatDateTime } from '../admin-format.js';
import { formatShare, stripSegments } from './debug-format.js';

/**
 * One check's last 24 hours, up / down / not sampled, as a bar. A screen reader gets the figure
 * and the down stretches in words (the bar itself is an image with that label).
 */
export function UptimeStrip({ history, checkedAt }: { history: HealthHistory; checkedAt: string }) {
  const { t } = useTranslation();
  const segments = stripSegments(history.stretches, new Date(checkedAt));
  const downs = segments.filter((segment) => segment.status === 'down');
  const share = formatShare(history.uptime);
  const summary = [
    share === null ? t('admin.debug.health.noSamples') : t('admin.debug.health.uptime', { share }),
    ...downs.map((segment) => t('admin.debug.health.downStretch', { from: formatDateTime(segment.from), to: formatDateTime(segment.to) })),
  ].join(' ');
  return (
    <div className="debug-strip" role="img" aria-label={t('admin.debug.health.stripLabel', { check: history.check, summary })}>
      {segments.map((segment) => (
        <span
          key={segment.from}
          className={`debug-strip__segment debug-strip__segment--${segment.status}`}
          style={{ width: `${segment.percent}%` }}
          title={t(`admin.debug.health.stretch.${segment.status}`, { from: formatDateTime(segment.from), to: formatDateTime(segment.to) })}
        />
      ))}
    </div>
  );
}
