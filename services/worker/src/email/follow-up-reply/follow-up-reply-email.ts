import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { MUTED, emailHtml, paragraph } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';

const LANGUAGE = 'en';
export const FOLLOW_UP_REPLY_SUBJECT = 'A reply from the Lifewheel team';
const FOOTER = 'You are receiving this because you wrote to us from your Lifewheel results. Reply to this email to continue the conversation.';

/**
 * An admin's reply to a follow-up. The frame is English; the admin's text is sent as written, as
 * plain text (the HTML part escapes it and keeps its line breaks), never as markup.
 */
export function followUpReplyEmail(_job: JobPayloads[JobName.SendFollowUpReplyEmail], { to, body }: JobSecrets<JobName.SendFollowUpReplyEmail>): RenderedEmail {
  const text = `${body.trimEnd()}\n\n--\n${FOOTER}\n`;
  const html = emailHtml({
    language: LANGUAGE,
    title: FOLLOW_UP_REPLY_SUBJECT,
    heading: FOLLOW_UP_REPLY_SUBJECT,
    body: [paragraph(body, 'white-space:pre-line;'), paragraph(FOOTER, MUTED)].join('\n'),
  });
  return { to, subject: FOLLOW_UP_REPLY_SUBJECT, text, html, language: LANGUAGE };
}
