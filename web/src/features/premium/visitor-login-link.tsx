import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { useRequestLoginLink } from '../../hooks/use-request-login-link.js';
import { checkoutAddressOf } from './checkout-address.js';

/**
 * A visitor paid: checkout proves nothing about who owns the address, so nobody is logged in
 * here. A login link goes to the checkout address (once per page), and its owner logs in from there.
 * Only the tab that typed the address knows it whole (the status shows others `j•••@example.com`);
 * anywhere else the page names the masked address and offers the login page.
 */
export function VisitorLoginLink({ sessionId, shownEmail }: { sessionId: string; shownEmail: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const typed = checkoutAddressOf(sessionId);
  const email = typed ?? shownEmail;
  const sent = useRef(false);
  const send = useRequestLoginLink();
  useEffect(() => {
    if (sent.current || !typed) return;
    sent.current = true;
    send.mutate({ email: typed, language, next: to('/premium/dashboard') });
  }, [send, typed]);
  const cannotSend = send.isError || !typed;

  return (
    <>
      {cannotSend ? (
        <p role="status">{t('premium.result.visitorSendFailed', { email })}</p>
      ) : (
        <p role="status">{send.isSuccess ? t('premium.result.visitorSent', { email }) : t('premium.result.visitorSending', { email })}</p>
      )}
      <p className="premium__note">{t('premium.result.visitorWhy')}</p>
      {cannotSend && (
        <div className="premium__actions">
          <Link to={`${to('/login')}?next=${encodeURIComponent(to('/premium/dashboard'))}`} className="button button--primary">
            {t('premium.result.logIn')}
          </Link>
        </div>
      )}
    </>
  );
}
