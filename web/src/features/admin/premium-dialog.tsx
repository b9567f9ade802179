import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX_LENGTH, type AdminUser } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { usePremiumChange } from './admin-api.js';

interface Props {
  /** The user and whether to grant (true) or revoke; null while closed. */
  target: { user: AdminUser; grant: boolean } | null;
  onClose: (done: boolean) => void;
}

/**
 * Grant or revoke premium with a required reason. A native modal dialog: focus stays inside,
 * Escape closes it. One request id per opening, so a double click or a retry is one change.
 */
export function PremiumDialog({ target, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const change = usePremiumChange();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [requestId, setRequestId] = useState('');
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target && !element.open) {
      setReason('');
      setMissing(false);
      setRequestId(crypto.randomUUID());
      change.reset();
      element.showModal();
    }
    if (!target && element.open) element.close();
    // Runs on opening and closing only: a new request id per opening.
  }, [target]);

  const serverKey =
    change.error instanceof HttpError && change.error.fieldErrors[0]?.messageKey === 'reasonRequired'
      ? 'admin.premiumDialog.reasonRequired'
      : change.error
        ? 'admin.premiumDialog.failed'
        : undefined;
  const errorKey = missing ? 'admin.premiumDialog.reasonRequired' : serverKey;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || change.isPending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    change.mutate({ userId: target.user.id, grant: target.grant, reason: reason.trim(), requestId }, { onSuccess: () => onClose(true) });
  };

  const grant = target?.grant ?? true;
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} onClose={() => target && onClose(false)}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{t(grant ? 'admin.premiumDialog.grantTitle' : 'admin.premiumDialog.revokeTitle', { email: target?.user.email ?? '' })}</h2>
        <label htmlFor={reasonId}>{t('admin.premiumDialog.reason')}</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          required
          rows={3}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {errorKey && (
          <p id={errorId} className="admin-form__error" role="alert">
            {t(errorKey)}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button" onClick={() => onClose(false)}>
            {t('admin.premiumDialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {t(grant ? 'admin.premiumDialog.confirmGrant' : 'admin.premiumDialog.confirmRevoke')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
