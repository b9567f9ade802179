import { stripeSignatureHeader } from './stripe-signature.js';

export interface DeliveredEvent {
  id: string;
  type: string;
  attempts: number;
  /** The last HTTP status, or 0 when the endpoint could not be reached. */
  lastStatus: number;
  delivered: boolean;
}

export interface WebhookDeliveryOptions {
  secret: string;
  endpoint: () => string | undefined;
  /** First retry delay; doubles each time up to `maxDelayMs` (Stripe itself retries for days). */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Sends events to the endpoint, signed like Stripe, retrying with backoff until it answers 2xx. */
export class WebhookDelivery {
  readonly log: DeliveredEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: WebhookDeliveryOptions) {}

  send(event: { id: string; type: string }): void {
    const record: DeliveredEvent = { id: event.id, type: event.type, attempts: 0, lastStatus: 0, delivered: false };
    this.log.push(record);
    const payload = JSON.stringify(event, null, 2);
    void this.attempt(record, payload, this.options.firstDelayMs ?? 500);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(record: DeliveredEvent, payload: string, nextDelayMs: number): Promise<void> {
    if (this.stopped) return;
    const endpoint = this.options.endpoint();
    record.attempts += 1;
    if (endpoint) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            // Signed at each attempt, as Stripe does, so a retry is never too old to verify.
            'stripe-signature': stripeSignatureHeader(payload, this.options.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        record.lastStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          record.delivered = true;
          return;
        }
      } catch {
        record.lastStatus = 0;
      }
    }
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(record, payload, Math.min(nextDelayMs * 2, this.options.maxDelayMs ?? 30_000));
    }, nextDelayMs);
    this.timers.add(timer);
  }
}
