import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REPLY_MAX_LENGTH } from '@lifewheel/contracts';
import { useReply } from './admin-api.js';

/** A reply by email: the text is sent as written, as plain text. One request id per reply written. */
export function FollowUpReplyForm({ followUpId }: { followUpId: string }) {
  const { t } = useTranslation();
  const reply = useReply();
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const errorKey = missing ? 'admin.followUps.replyRequired' : reply.isError ? 'admin.followUps.replyFailed' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    if (!body.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    reply.mutate(
      { followUpId, body, requestId },
      {
        onSuccess: () => {
          setBody('');
          setSent(true);
          setRequestId(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <form className="admin-reply" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{t('admin.followUps.replyLabel')}</label>
      <textarea
        id={fieldId}
        rows={4}
        value={body}
        maxLength={ADMIN_REPLY_MAX_LENGTH}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? errorId : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          setSent(false);
        }}
      />
      {errorKey && (
        <p id={errorId} className="admin-form__error" role="alert">
          {t(errorKey)}
        </p>
      )}
      {sent && <p role="status">{t('admin.followUps.sent')}</p>}
      <button type="submit" className="button button--primary" disabled={reply.isPending}>
        {t('admin.followUps.send')}
      </button>
    </form>
  );
}
