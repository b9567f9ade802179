import { postJson } from './assessment-bodies.js';
import { mailPart } from './mail-parts.js';
import { waitFor } from './wait-for.js';

/** What a test SMTP server (tools/stand-ins SmtpStandIn) has captured. */
export interface CapturedInbox {
  readonly messages: readonly { to: string[]; raw: string }[];
}

/**
 * A link of a mailing-list email in its text part, its token captured: the double opt-in confirm
 * page or the unsubscribe page, under the language's prefix (English unprefixed).
 */
export function mailingListLinkPattern(publicUrl: string, page: 'mailing-list/confirm' | 'unsubscribe', language = ''): RegExp {
  return new RegExp(`${publicUrl.replace(/\./g, '\\.')}${language ? `/${language}` : ''}/${page}/([A-Za-z0-9_-]+)`);
}

/** The n-th email to an address (0 = the first), once it has arrived. */
export const nthMailTo = (inbox: CapturedInbox, address: string, index: number) =>
  waitFor(() => inbox.messages.filter((mail) => mail.to.includes(address))[index], { what: `email ${index + 1} to ${address}` });

/**
 * Puts an address on the mailing list as its owner does: signs up, reads the link in the
 * confirmation email, presses the confirm page's button (its POST), and reads the unsubscribe link
 * in the welcome email that follows. The address must not have been emailed in the last hour.
 */
export async function joinMailingList(gatewayUrl: string, publicUrl: string, inbox: CapturedInbox, email: string) {
  const before = inbox.messages.filter((mail) => mail.to.includes(email)).length;
  const signup = await postJson(`${gatewayUrl}/api/follow-ups`, { kind: 'mailing-list', email, consent: true });
  if (signup.status !== 202) throw new Error(`The signup of ${email} answered ${signup.status}`);
  const confirmation = await nthMailTo(inbox, email, before);
  const confirmToken = mailingListLinkPattern(publicUrl, 'mailing-list/confirm').exec(mailPart(confirmation.raw, 'text/plain'))?.[1];
  if (!confirmToken) throw new Error(`The email to ${email} holds no confirm link`);
  const confirmed = await postJson(`${gatewayUrl}/api/mailing-list/confirm`, { token: confirmToken });
  if (confirmed.status !== 200) throw new Error(`Confirming ${email} answered ${confirmed.status}`);
  const welcome = await nthMailTo(inbox, email, before + 1);
  const unsubscribeToken = mailingListLinkPattern(publicUrl, 'unsubscribe').exec(mailPart(welcome.raw, 'text/plain'))?.[1];
  if (!unsubscribeToken) throw new Error(`The welcome email to ${email} holds no unsubscribe link`);
  return { confirmToken, unsubscribeToken, confirmation, welcome };
}
