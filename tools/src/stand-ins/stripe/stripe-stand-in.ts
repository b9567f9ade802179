import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './checkout-page.js';
import { parseStripeForm } from './form-body.js';
import type { StandInCharge, StandInCheckoutSession, StandInPaymentIntent } from './stripe-objects.js';
import { WebhookDelivery, type DeliveredEvent } from './webhook-delivery.js';

export interface StripeStandInOptions {
  /** The endpoint's signing secret (`STRIPE_WEBHOOK_SECRET`); a random one when not given. */
  webhookSecret?: string;
  /** Where events go; may also be set after start (a test stack's gateway port comes later). */
  webhookUrl?: string;
  /** The host people's browsers use for the hosted checkout page (default 127.0.0.1). */
  publicHost?: string;
  /** First webhook retry delay (doubles up to 30 s). */
  retryDelayMs?: number;
}

const API_VERSION = '2026-01-28.clover';
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

/**
 * A local Stripe with just what Lifewheel uses: Checkout Sessions (create, retrieve, expire), a
 * hosted checkout page with Pay and Decline, refunds, disputes (for tests), and webhooks signed as
 * Stripe signs them, retried with backoff until answered 2xx. Reached through the real `stripe`
 * SDK (`STRIPE_API_BASE`).
 */
export class StripeStandIn {
  readonly webhookSecret: string;
  readonly sessions = new Map<string, StandInCheckoutSession>();
  readonly paymentIntents = new Map<string, StandInPaymentIntent>();
  readonly charges = new Map<string, StandInCharge>();
  private readonly idempotent = new Map<string, unknown>();
  private readonly declined = new Set<string>();
  /** Every event sent, by id, so a test can have one delivered again. */
  private readonly sentEvents = new Map<string, { id: string; type: string; data: { object: { id?: unknown } } }>();
  private readonly delivery: WebhookDelivery;
  private webhookUrl: string | undefined;
  private server?: Server;
  private port = 0;

  constructor(private readonly options: StripeStandInOptions = {}) {
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
    this.webhookUrl = options.webhookUrl;
    this.delivery = new WebhookDelivery({ secret: this.webhookSecret, endpoint: () => this.webhookUrl, firstDelayMs: options.retryDelayMs ?? 500 });
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.url;
  }

  /** `STRIPE_API_BASE` for the SDK. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setWebhookUrl(url: string): void {
    this.webhookUrl = url;
  }

  /** Every event sent, with its delivery attempts. */
  get deliveries(): readonly DeliveredEvent[] {
    return this.delivery.log;
  }

  async stop(): Promise<void> {
    this.delivery.stop();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  /** What a click on Pay does. */
  pay(sessionId: string): StandInCheckoutSession {
    const session = this.openSession(sessionId);
    const intent = this.intentFor(session);
    const charge: StandInCharge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      refunded: false,
      payment_intent: intent.id,
      status: 'succeeded',
      created: now(),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer_details = { email: session.customer_email };
    this.emit('checkout.session.completed', session);
    return session;
  }

  /** What a click on Decline does: the card is refused, the session stays open for another try. */
  decline(sessionId: string): StandInPaymentIntent {
    const session = this.openSession(sessionId);
    const intent = this.intentFor(session);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' };
    this.declined.add(session.id);
    this.emit('payment_intent.payment_failed', intent);
    return intent;
  }

  expire(sessionId: string): StandInCheckoutSession {
    const session = this.sessionOf(sessionId);
    if (session.status !== 'open') throw new StripeApiError(400, `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`);
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
    return session;
  }

  refund(paymentIntentId: string, amount?: number): { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded' } {
    const intent = this.paymentIntents.get(paymentIntentId);
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge || intent.status !== 'succeeded')
      throw new StripeApiError(400, `PaymentIntent ${paymentIntentId} has no successful charge to refund.`);
    const refundable = charge.amount - charge.amount_refunded;
    const value = amount ?? refundable;
    if (!Number.isInteger(value) || value <= 0 || value > refundable)
      throw new StripeApiError(400, `Refund amount (${value}) is greater than the unrefunded amount (${refundable}).`);
    charge.amount_refunded += value;
    charge.refunded = charge.amount_refunded >= charge.amount;
    this.emit('charge.refunded', charge);
    return { id: id('re'), object: 'refund', amount: value, payment_intent: intent.id, status: 'succeeded' };
  }

  /** Test control: a cardholder disputes the charge; `closeAs` then closes it. */
  dispute(paymentIntentId: string, closeAs?: 'won' | 'lost'): void {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent?.latest_charge) throw new StripeApiError(400, `PaymentIntent ${paymentIntentId} has no charge to dispute.`);
    const dispute = {
      id: id('dp'),
      object: 'dispute',
      amount: intent.amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      created: now(),
      livemode: false,
    };
    this.emit('charge.dispute.created', dispute);
    if (closeAs) this.emit('charge.dispute.closed', { ...dispute, status: closeAs });
  }

  /** Sends any event (tests): wrapped and signed exactly like the ones above. */
  emit(type: string, object: object): string {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.sentEvents.set(event.id, event);
    this.delivery.send(event);
    return event.id;
  }

  /** The ids of the events sent so far of one type about one object (a session's id), oldest first: tests pick one to `redeliver`. */
  eventIds(type: string, objectId: string): string[] {
    return [...this.sentEvents.values()].filter((event) => event.type === type && event.data.object.id === objectId).map((event) => event.id);
  }

  /** Delivers an event already sent once more, same id and body, as Stripe does now and then (at-least-once). */
  redeliver(eventId: string): void {
    const event = this.sentEvents.get(eventId);
    if (!event) throw new Error(`The stand-in sent no event ${eventId}`);
    this.delivery.send(event);
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const path = url.pathname;
      const page = /^\/c\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
      if (page) return this.hostedPage(req.method ?? 'GET', page[1]!, page[2], res);
      if (!path.startsWith('/v1/')) return void res.writeHead(404).end();
      if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) throw new StripeApiError(401, 'Invalid API Key provided.');
      const params = parseStripeForm(body);
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const cacheKey = typeof key === 'string' ? `${path}:${key}` : undefined;
      if (cacheKey && this.idempotent.has(cacheKey)) return json(res, 200, this.idempotent.get(cacheKey));
      const result = this.api(req.method ?? 'GET', path, params);
      if (cacheKey) this.idempotent.set(cacheKey, result);
      json(res, 200, result);
    } catch (error) {
      const status = error instanceof StripeApiError ? error.status : 500;
      const type = error instanceof StripeApiError ? error.type : 'api_error';
      json(res, status, { error: { type, message: (error as Error).message } });
    }
  }

  private api(method: string, path: string, params: Record<string, unknown>): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session && method === 'GET' && !session[2]) return this.publicSession(this.sessionOf(session[1]!));
    if (session && method === 'POST' && session[2]) return this.publicSession(this.expire(session[1]!));
    if (method === 'POST' && path === '/v1/refunds') {
      const amount = params['amount'] === undefined ? undefined : Number(params['amount']);
      return this.refund(String(params['payment_intent'] ?? ''), amount);
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}). The Stripe stand-in implements only what Lifewheel uses.`);
  }

  private createSession(params: Record<string, unknown>): unknown {
    const items = Object.values((params['line_items'] ?? {}) as Record<string, Record<string, unknown>>);
    if (params['mode'] !== 'payment' || items.length === 0) throw new StripeApiError(400, 'The stand-in supports mode=payment with line_items only.');
    let amount = 0;
    let currency = '';
    const names: string[] = [];
    for (const item of items) {
      const price = (item['price_data'] ?? {}) as Record<string, unknown>;
      const unit = Number(price['unit_amount']);
      const quantity = Number(item['quantity'] ?? 1);
      if (!Number.isInteger(unit) || unit <= 0 || typeof price['currency'] !== 'string')
        throw new StripeApiError(400, 'line_items need price_data with currency and unit_amount.');
      amount += unit * quantity;
      currency = price['currency'].toLowerCase();
      names.push(String(((price['product_data'] ?? {}) as Record<string, unknown>)['name'] ?? 'Item'));
    }
    for (const field of ['success_url', 'cancel_url'])
      if (typeof params[field] !== 'string') throw new StripeApiError(400, `Missing required param: ${field}.`);
    const sessionId = id('cs');
    const expiresAt = params['expires_at'] ? Number(params['expires_at']) : now() + 24 * 3600;
    const session: StandInCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      customer_email: typeof params['customer_email'] === 'string' ? params['customer_email'] : null,
      customer_details: null,
      client_reference_id: typeof params['client_reference_id'] === 'string' ? params['client_reference_id'] : null,
      metadata: (params['metadata'] ?? {}) as Record<string, string>,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: String(params['success_url']),
      cancel_url: String(params['cancel_url']),
      expires_at: expiresAt,
      created: now(),
      livemode: false,
      locale: typeof params['locale'] === 'string' ? params['locale'] : null,
      url: `http://${this.options.publicHost ?? '127.0.0.1'}:${this.port}/c/pay/${sessionId}`,
      line_items_summary: names.join(', '),
      payment_intent_metadata: (((params['payment_intent_data'] ?? {}) as Record<string, unknown>)['metadata'] ?? {}) as Record<string, string>,
    };
    this.sessions.set(sessionId, session);
    return this.publicSession(session);
  }

  private hostedPage(method: string, sessionId: string, action: string | undefined, res: ServerResponse): void {
    const session = this.sessions.get(sessionId);
    if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
    if (method === 'POST' && action && session.status === 'open') {
      if (action === 'pay') {
        this.pay(sessionId);
        return void res.writeHead(303, { location: session.success_url }).end();
      }
      this.decline(sessionId);
      return void res.writeHead(303, { location: `/c/pay/${sessionId}` }).end();
    }
    if (method !== 'GET') return void res.writeHead(303, { location: `/c/pay/${sessionId}` }).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(checkoutPage(session, this.declined.has(sessionId)));
  }

  private openSession(sessionId: string): StandInCheckoutSession {
    const session = this.sessionOf(sessionId);
    if (session.status !== 'open') throw new StripeApiError(400, `Checkout Session ${sessionId} is ${session.status}.`);
    if (session.expires_at < now()) {
      this.expire(sessionId);
      throw new StripeApiError(400, `Checkout Session ${sessionId} has expired.`);
    }
    return session;
  }

  private sessionOf(sessionId: string): StandInCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new StripeApiError(404, `No such checkout.session: '${sessionId}'`);
    return session;
  }

  /** Checkout makes one payment intent per session and reuses it for every attempt. */
  private intentFor(session: StandInCheckoutSession): StandInPaymentIntent {
    const existing = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (existing) return existing;
    const intent: StandInPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: { ...session.payment_intent_metadata },
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  private publicSession(session: StandInCheckoutSession): Omit<StandInCheckoutSession, 'line_items_summary' | 'payment_intent_metadata'> {
    const { line_items_summary: _summary, payment_intent_metadata: _metadata, ...visible } = session;
    return visible;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}` }).end(JSON.stringify(body));
}
