// The three things a load client does, each as a person's browser would, retrying with the same
// Idempotency-Key where the API takes one. Each records in the ledger only what it was told.
import { randomBytes } from 'node:crypto';
import { defaultAssessmentBody } from '@lifewheel/testing';
import { call, worthRetrying, type Answer } from './http-call.js';
import type { Ledger, Responses } from './ledger.js';
import type { MailBox } from './mail-box.js';
import { CLIENT_RETRY, withRetries, type Outcome } from './retrying.js';

export interface ActionContext {
  baseUrl: string;
  ledger: Ledger;
  mail: MailBox;
  /** A distinct client address per person (X-Forwarded-For), so per-address limits see many people. */
  nextClientAddress: () => string;
  /** A distinct, never reused email address. */
  nextEmail: (kind: 'login' | 'buyer') => string;
}

/** Retry on no answer, 5xx and 429; `accept` decides about the rest. */
async function attemptCall(request: () => Promise<Answer>, accept: (answer: Answer) => Outcome<Answer>): Promise<Outcome<Answer>> {
  let answer: Answer;
  try {
    answer = await request();
  } catch {
    return { done: false, retry: true };
  }
  if (worthRetrying(answer.status)) return { done: false, retry: true };
  return accept(answer);
}

const expectStatus =
  (status: number) =>
  (answer: Answer): Outcome<Answer> =>
    answer.status === status ? { done: true, value: answer } : { done: false, retry: false, reason: `${answer.status} ${String(answer.json?.['code'] ?? '')}` };

const sameResponses = (a: Responses[], b: Responses[]): boolean =>
  a.length === b.length && a.every((r, i) => r.domain === b[i]?.domain && r.current === b[i]?.current && r.desired === b[i]?.desired);

/** POST /api/assessments with an Idempotency-Key until acknowledged, then read it back by its token. */
export async function saveAssessment(context: ActionContext): Promise<void> {
  const { baseUrl, ledger } = context;
  const body = defaultAssessmentBody(randomBytes(1)[0]!);
  const idempotencyKey = `load_${randomBytes(12).toString('hex')}`;
  const clientAddress = context.nextClientAddress();
  const saved = await withRetries(CLIENT_RETRY, () =>
    attemptCall(
      () =>
        call(
          baseUrl,
          '/api/assessments',
          { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey }, clientAddress, operation: 'save' },
          ledger.recordLatency,
        ),
      expectStatus(201),
    ),
  );
  if (!saved.ok) {
    ledger.abandonedSaveKeys.push(idempotencyKey);
    if (saved.reason !== 'gave up') ledger.surprise(`save answered ${saved.reason}`);
    return;
  }
  const token = String(saved.value.json?.['token']);
  ledger.saves.push({ idempotencyKey, token, responses: body.responses });
  const read = await withRetries(CLIENT_RETRY, () =>
    attemptCall(() => call(baseUrl, `/api/assessments/${token}`, { clientAddress, operation: 'read' }, ledger.recordLatency), expectStatus(200)),
  );
  if (!read.ok) ledger.surprise(`reading an acknowledged save answered ${read.reason}`);
  else if (!sameResponses(read.value.json?.['responses'] as Responses[], body.responses))
    ledger.surprise(`an acknowledged save read back changed (${token.slice(0, 6)}...)`);
}

/** Asks for a login link, waits for the email, and confirms the link once. */
export async function logInByLink(context: ActionContext, signal: AbortSignal): Promise<void> {
  const { baseUrl, ledger, mail } = context;
  const record = { email: context.nextEmail('login'), sent: 0, acknowledged: 0, verifiedTokens: [] as string[] };
  ledger.logins.push(record);
  const clientAddress = context.nextClientAddress();
  const asked = await withRetries(CLIENT_RETRY, () => {
    record.sent += 1;
    return attemptCall(
      () => call(baseUrl, '/api/auth/login', { method: 'POST', body: { email: record.email }, clientAddress, operation: 'login' }, ledger.recordLatency),
      (answer) => {
        if (answer.status === 202) record.acknowledged += 1;
        return expectStatus(202)(answer);
      },
    );
  });
  if (!asked.ok) {
    if (asked.reason !== 'gave up') ledger.surprise(`login request answered ${asked.reason}`);
    return;
  }
  // The person opens their mailbox now and then; an outage of the worker only delays the email.
  const token = await waitForToken(mail, record.email, signal);
  if (!token) return;
  const verified = await withRetries(CLIENT_RETRY, () =>
    attemptCall(
      () => call(baseUrl, '/api/auth/verify', { method: 'POST', body: { token }, clientAddress, operation: 'verify' }, ledger.recordLatency),
      expectStatus(200),
    ),
  );
  if (verified.ok) record.verifiedTokens.push(token);
  else if (verified.reason !== 'gave up') ledger.surprise(`confirming a fresh login link answered ${verified.reason}`);
}

async function waitForToken(mail: MailBox, email: string, signal: AbortSignal): Promise<string | undefined> {
  const until = Date.now() + CLIENT_RETRY.giveUpAfterMs;
  while (Date.now() < until && !signal.aborted) {
    const [token] = mail.loginTokensFor(email);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return mail.loginTokensFor(email)[0];
}

/** A visitor's purchase: checkout, Pay on the Stripe stand-in's hosted page, then the return page's polling. */
export async function buyPremium(context: ActionContext, signal: AbortSignal): Promise<void> {
  const { baseUrl, ledger } = context;
  const email = context.nextEmail('buyer');
  const clientAddress = context.nextClientAddress();
  const checkout = await withRetries(CLIENT_RETRY, () =>
    attemptCall(
      () => call(baseUrl, '/api/billing/checkout', { method: 'POST', body: { email }, clientAddress, operation: 'checkout' }, ledger.recordLatency),
      expectStatus(201),
    ),
  );
  if (!checkout.ok) {
    if (checkout.reason !== 'gave up') ledger.surprise(`checkout answered ${checkout.reason}`);
    return;
  }
  const hostedPage = new URL(String(checkout.value.json?.['url']));
  const sessionId = String(checkout.value.json?.['sessionId']);
  // The stand-in's Pay button: a form post that answers 303 back to our return page.
  const paid = await fetch(`${hostedPage.origin}${hostedPage.pathname}/pay`, { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  await paid.arrayBuffer();
  if (paid.status !== 303) {
    ledger.surprise(`the Stripe stand-in's Pay answered ${paid.status}`);
    return;
  }
  ledger.purchases.push({ email, sessionId, stripeSessionId: hostedPage.pathname.split('/').pop()! });
  // The return page polls until the webhook has confirmed the payment.
  const until = Date.now() + CLIENT_RETRY.giveUpAfterMs;
  while (Date.now() < until && !signal.aborted) {
    const status = await call(baseUrl, `/api/billing/checkout/${sessionId}`, { clientAddress, operation: 'checkout-status' }, ledger.recordLatency).catch(
      () => undefined,
    );
    if (status?.status === 200 && status.json?.['status'] === 'paid') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
