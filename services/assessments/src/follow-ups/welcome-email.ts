import type { EmailMessage } from '@lifewheel/contracts';
import { escapeHtml } from '@lifewheel/platform';

// The mailing list's welcome email: every text of it lives here (English for now; the subscriber's
// language is stored for when translations arrive).

export interface WelcomeEmailInput {
  to: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The raw unsubscribe token: secret, in this email and nowhere else. */
  unsubscribeToken: string;
}

/** The page that asks the person to confirm, then POSTs: a GET never unsubscribes (mail scanners follow links). */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;

/** RFC 8058 one-click target: mail apps POST `List-Unsubscribe=One-Click` to it. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/mailing-list/unsubscribe?token=${token}`;

export function welcomeEmail({ to, publicUrl, unsubscribeToken }: WelcomeEmailInput): EmailMessage {
  const unsubscribeUrl = unsubscribePageUrl(publicUrl, unsubscribeToken);
  const text = [
    'Hello,',
    '',
    'Thank you for joining the Lifewheel mailing list. Now and then we will send you ideas for',
    'bringing the areas of your life into balance, new self-coaching tools and news about Lifewheel.',
    '',
    'Changed your mind, or did not ask for this? Unsubscribe here and you will hear nothing more from us:',
    unsubscribeUrl,
    '',
    'Lifewheel',
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #222;">
<p>Hello,</p>
<p>Thank you for joining the Lifewheel mailing list. Now and then we will send you ideas for bringing the areas of your life into balance, new self-coaching tools and news about Lifewheel.</p>
<p>Changed your mind, or did not ask for this? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> and you will hear nothing more from us.</p>
<p>Lifewheel<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</body>
</html>
`;
  return {
    to,
    subject: 'Welcome to the Lifewheel mailing list',
    text,
    html,
    language: 'en',
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
