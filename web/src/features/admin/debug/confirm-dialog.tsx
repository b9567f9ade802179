import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The question; null while closed. */
  title: string | null;
  confirmLabel: string;
  busy: boolean;
  /** Shown under the question when the action failed. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a change that cannot be undone from here. A native modal: focus stays inside, Escape cancels. */
export function ConfirmDialog({ title, confirmLabel, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (title !== null && !element.open) element.showModal();
    if (title === null && element.open) element.close();
  }, [title]);
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {error && (
          <p role="alert" className="admin-form__error">
            {error}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('admin.debug.confirm.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
