import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOW_UP_KINDS, type FollowUpKind } from '@lifewheel/contracts';
import { FollowUpForm } from './follow-up-form.js';
import { KIND_TEXT_KEY } from './follow-up-fields.js';
import './follow-ups.css';

/**
 * The results page's "What's Next" section: four options, each a disclosure that opens its short
 * form in place. One is open at a time; closed forms stay mounted (hidden), so answers typed into
 * one are still there when a person comes back to it.
 */
export function WhatsNext({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<FollowUpKind | null>(null);
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
                  onClick={() => setOpen(expanded ? null : kind)}
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
                <FollowUpForm kind={kind} token={token} active={expanded} idPrefix={base} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
