import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before Reset to Default throws away the person's changes. A native modal dialog: it keeps
 * focus inside, closes on Escape and gives focus back to the Reset button.
 */
export function ResetDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="reset-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onClose={onCancel}>
      <h2 id={titleId} className="reset-dialog__title">
        {t('customize.reset.title')}
      </h2>
      <p id={bodyId}>{t('customize.reset.body')}</p>
      <div className="reset-dialog__buttons">
        {/* First, so showModal focuses it: the safe choice is the default one. */}
        <button type="button" className="button" onClick={onCancel}>
          {t('customize.reset.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('customize.reset.confirm')}
        </button>
      </div>
    </dialog>
  );
}
