import { escapeHtml } from '@lifewheel/platform/text';
import type { StandInCheckoutSession } from './stripe-objects.js';

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/**
 * The stand-in's hosted checkout page: what is bought, for which address, and two buttons (Pay
 * and Decline), each a plain form post, so it works without JavaScript.
 */
export function checkoutPage(session: StandInCheckoutSession, declined: boolean): string {
  const product = session.line_items_summary;
  const open = session.status === 'open';
  const body = open
    ? `<p class="amount">${escapeHtml(money(session.amount_total, session.currency))}</p>
      <p>${escapeHtml(product)}</p>
      <p>Email: <strong>${escapeHtml(session.customer_email ?? '')}</strong></p>
      ${declined ? '<p role="alert" class="declined">Your card was declined. Nothing was charged.</p>' : ''}
      <form method="post" action="/c/pay/${escapeHtml(session.id)}/pay"><button type="submit" class="pay">Pay ${escapeHtml(money(session.amount_total, session.currency))}</button></form>
      <form method="post" action="/c/pay/${escapeHtml(session.id)}/decline"><button type="submit" class="decline">Decline</button></form>
      <p><a href="${escapeHtml(session.cancel_url)}">Back to the shop</a></p>`
    : `<p>This checkout is ${escapeHtml(session.status === 'complete' ? 'already paid' : 'no longer available')}.</p>
      <p><a href="${escapeHtml(session.status === 'complete' ? session.success_url : session.cancel_url)}">Back to the shop</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Stripe stand-in)</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;font-size:1rem;border-radius:.5rem;border:1px solid #555;cursor:pointer}
.pay{background:#635bff;color:#fff;border-color:#635bff}.decline{background:#fff;color:#1a1a2e}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a2e;outline-offset:2px}
.declined{color:#8a1c1c;font-weight:600}
.note{font-size:.85rem;color:#555}
</style></head>
<body><main><h1>Checkout</h1>${body}
<p class="note">Local Stripe stand-in: no real payment is made.</p></main></body></html>`;
}
