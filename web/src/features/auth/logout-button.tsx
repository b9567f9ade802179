import { useTranslation } from 'react-i18next';
import { useLogout } from '../../hooks/use-logout.js';

/**
 * Ends the session; `onDone` runs once the server has ended it (e.g. to leave a private page).
 * `className` replaces the default small button look.
 */
export function LogoutButton({ className = 'button button--small', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const signOut = useLogout();
  return (
    <button
      type="button"
      className={className}
      onClick={() => signOut.mutate(undefined, onDone ? { onSuccess: onDone } : undefined)}
      disabled={signOut.isPending}
      aria-busy={signOut.isPending}
    >
      {signOut.isPending ? t('auth.logout.working') : t('auth.logout.button')}
    </button>
  );
}
