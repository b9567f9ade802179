import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { maskEmailWithBullets, type PaymentAlertRuleView, type PaymentAlertsPanel } from '@lifewheel/contracts';
import { ALERT_RULES, FAILURE_THRESHOLD } from './alert-rules.js';
import { AlertingMetricSchema, METRIC_KEYS, type AlertingMetric } from './alerting-metric.entity.js';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';

/**
 * The payment alerts panel, read from the rule rows the evaluator keeps: an alert is firing from
 * its email (`lastAlertSent`) until its recovery notice (`resetAt` later than it).
 */
@Injectable()
export class PaymentAlertsPanelService {
  constructor(
    private readonly em: EntityManager,
    @Inject(ALERTING_OPTIONS) private readonly options: AlertingOptions,
  ) {}

  async panel(): Promise<PaymentAlertsPanel> {
    const metrics = await this.em.find(AlertingMetricSchema, {}, { disableIdentityMap: true });
    const byKey = new Map(metrics.map((metric) => [metric.metricKey, metric]));
    const rules = ALERT_RULES.map(({ id, metricKey }): PaymentAlertRuleView => {
      const metric = byKey.get(metricKey);
      const fired = metric?.lastAlertSent ?? null;
      const recovered = metric?.resetAt ?? null;
      const firing = fired !== null && (recovered === null || recovered.getTime() < fired.getTime());
      return {
        rule: id,
        state: firing ? 'firing' : 'quiet',
        value: metric?.value ?? 0,
        threshold: id === 'payment-failures' ? FAILURE_THRESHOLD : this.options.noSuccessMinutes,
        lastFiredAt: fired?.toISOString() ?? null,
        lastRecoveredAt: recovered?.toISOString() ?? null,
      };
    });
    const noSuccess = byKey.get(METRIC_KEYS.noSuccessfulPayment);
    return {
      rules,
      recipients: this.options.recipients.map(maskEmailWithBullets),
      evaluatedAt: lastEvaluation(metrics),
      consecutiveFailures: byKey.get(METRIC_KEYS.consecutiveFailures)?.value ?? 0,
      lastSuccessfulPayment: noSuccess?.lastSuccessfulPayment?.toISOString() ?? null,
    };
  }
}

/** The rows are seeded with `updated_at = created_at`; an evaluation (or a success being noted) moves it on. */
function lastEvaluation(metrics: AlertingMetric[]): string | null {
  const evaluated = metrics.filter((metric) => metric.updatedAt.getTime() > metric.createdAt.getTime());
  if (evaluated.length === 0) return null;
  return new Date(Math.max(...evaluated.map((metric) => metric.updatedAt.getTime()))).toISOString();
}
