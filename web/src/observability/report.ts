import { splitLanguage } from '../i18n/languages.js';

// Journeys and error reports are fire-and-forget: nothing a visitor does ever waits for them or
// fails because of them.
const SESSION_KEY = 'lifewheel.journeySession';

export function journeySessionId(): string {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID().replace(/-/g, '');
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return 'no-storage-session';
  }
}

function post(path: string, body: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'include',
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

export type JourneyStep =
  | 'landing'
  | 'assessment-started'
  | 'current-half-completed'
  | 'desired-half-completed'
  | 'saved'
  | 'results-viewed'
  | 'downloaded'
  | 'follow-up-sent'
  | 'customize-used'
  // journeyType 'premium': Stripe's page is opening; the return page saw the payment through.
  | 'checkout-started'
  | 'paid';

export function reportJourney(journeyType: string, step: JourneyStep, stepData?: Record<string, unknown>, durationMs?: number): void {
  post('/api/observability/journeys', {
    sessionId: journeySessionId(),
    journeyType,
    step,
    // The page's language (from its path) for the journeys funnel's filter; the device class is the gateway's.
    language: splitLanguage(window.location.pathname).language,
    ...(stepData ? { stepData } : {}),
    ...(durationMs !== undefined ? { durationMs: Math.max(0, Math.round(durationMs)) } : {}),
  });
}

export function reportError(source: string, error: unknown, metadata?: Record<string, unknown>): void {
  const err = error instanceof Error ? error : new Error(String(error));
  post('/api/observability/errors', {
    level: 'error',
    source,
    message: (err.message || 'Unknown error').slice(0, 2000),
    ...(err.stack ? { stack: err.stack.slice(0, 20_000) } : {}),
    url: window.location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
    ...(metadata ? { metadata } : {}),
  });
}

/** window.onerror and unhandled rejections, reported once each. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportError('window.onerror', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}
