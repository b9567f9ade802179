import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOW_UP_KINDS, type FollowUpKind } from '@lifewheel/contracts';
import { Spinner } from '../../components/spinner.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { KIND_TEXT_KEY } from './follow-up-kind-text.js';
import { loadFollowUpForm, useFollowUpForm } from './use-follow-up-form.js';
import './follow-ups.css';

/** Pointing at or tabbing to an option starts the form's download, so it is usually there on click. */
const prefetchForm = () => void loadFollowUpForm().catch(() => undefined);

/**
 * The results page's "What's Next" section: four options, each a disclosure that opens its short
 * form in place. One is open at a time; a form, once opened, stays mounted (hidden), so answers
 * typed into one are still there when a person comes back to it.
 */
export function WhatsNext({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<FollowUpKind | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<FollowUpKind>>(() => new Set());
  const form = useFollowUpForm(opened.size > 0);
  const toggle = (kind: FollowUpKind) => {
    if (open === kind) return setOpen(null);
    setOpen(kind);
    setOpened((current) => (current.has(kind) ? current : new Set(current).add(kind)));
  };
  return (
    <section className="whats-next" aria-labelledby="whats-next-title">
      <h2 id="whats-next-title">{t('results.whatsNext.title')}</h2>
      <p className="whats-next__intro">{t('followUps.intro')}</p>
      <ul className="whats-next__options">
        {FOLLOW_UP_KINDS.map((kind) => {
          const key = KIND_TEXT_KEY[kind];
          const expanded = open === kind;
          const base = `${id}-${kind}`;
          return (
            <li key={kind} className={`follow-up${expanded ? ' follow-up--open' : ''}`}>
              <h3 className="follow-up__heading">
                <button
                  type="button"
                  id={`${base}-button`}
                  className="follow-up__toggle"
                  aria-expanded={expanded}
                  aria-controls={`${base}-panel`}
                  aria-describedby={`${base}-description`}
                  onClick={() => toggle(kind)}
                  onPointerEnter={prefetchForm}
                  onFocus={prefetchForm}
                >
                  <span>{t(`followUps.kinds.${key}.title`)}</span>
                  <svg className="follow-up__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </h3>
              <p id={`${base}-description`} className="follow-up__description">
                {t(`followUps.kinds.${key}.description`)}
              </p>
              <div id={`${base}-panel`} role="region" aria-labelledby={`${base}-button`} className="follow-up__panel" hidden={!expanded}>
                {opened.has(kind) &&
                  (form.status === 'ready' ? (
                    <form.FollowUpForm kind={kind} token={token} active={expanded} idPrefix={base} />
                  ) : form.status === 'failed' ? (
                    <InlineLoadError message={t('followUps.formLoadFailed')} onRetry={form.retry} />
                  ) : (
                    <Spinner />
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
