import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, HttpError } from '../../api/http.js';

interface Props {
  open: boolean;
  email: string;
  pending: boolean;
  error: unknown;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

/** Which text a failed deletion shows: the server's rule for the typed address, or a general failure. */
function errorKey(error: unknown): 'account.delete.errors.confirmMismatch' | 'account.delete.errors.confirmRequired' | 'account.delete.failed' {
  if (error instanceof HttpError && errorCodeOf(error) === 'VALIDATION_FAILED') {
    return error.fieldErrors[0]?.messageKey === 'confirmRequired' ? 'account.delete.errors.confirmRequired' : 'account.delete.errors.confirmMismatch';
  }
  return 'account.delete.failed';
}

/**
 * The last step before deleting: the person types their own address (showModal puts the focus in
 * that field). A native modal dialog keeps focus inside, closes on Escape and gives focus back to
 * the button that opened it.
 */
export function DeleteAccountDialog({ open, email, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const bodyId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [missing, setMissing] = useState(false);
  const shownError = missing ? 'account.delete.errors.confirmRequired' : error ? errorKey(error) : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setTyped('');
      setMissing(false);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!typed.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(typed);
  };

  return (
    <dialog ref={dialog} className="account-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="account-dialog__title">
          {t('account.delete.dialogTitle')}
        </h2>
        <p id={bodyId}>{t('account.delete.body')}</p>
        <div className={`email-field${shownError ? ' email-field--invalid' : ''}`}>
          <label htmlFor={inputId} className="email-field__label">
            {t('account.delete.label')}
          </label>
          <p id={hintId} className="email-field__hint">
            {t('account.delete.hint', { email })}
          </p>
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          />
          {shownError && (
            <p id={errorId} className="email-field__error" role="alert">
              {t(shownError)}
            </p>
          )}
        </div>
        <div className="account-dialog__buttons">
          <button type="button" className="button" onClick={onCancel}>
            {t('account.delete.cancel')}
          </button>
          <button type="submit" className="button button--danger" aria-disabled={pending} aria-busy={pending}>
            {pending ? t('account.delete.deleting') : t('account.delete.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
