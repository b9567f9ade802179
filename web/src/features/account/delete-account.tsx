import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useDeleteAccount } from '../../hooks/use-delete-account.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/** What deleting erases, and the button that opens the confirmation. */
export function DeleteAccount({ email, remove }: { email: string; remove: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="account__section account__section--danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">{t('account.delete.title')}</h2>
      <p>{t('account.delete.body')}</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('account.delete.open')}
      </button>
      <DeleteAccountDialog
        open={open}
        email={email}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={(typed) => remove.mutate(typed)}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
