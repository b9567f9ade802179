import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout.js';

/** Ends the session; `onDone` runs once the server has ended it (e.g. to leave a private page). */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const signOut = useLogout();
  return (
    <button
      type="button"
      className={['button button--small', className].filter(Boolean).join(' ')}
      onClick={() => signOut.mutate(undefined, onDone ? { onSuccess: onDone } : undefined)}
      disabled={signOut.isPending}
      aria-busy={signOut.isPending}
    >
      {signOut.isPending ? t('auth.logout.working') : t('auth.logout.button')}
    </button>
  );
}
