import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_EXPIRY_DAYS, SHARE_NOTE_MAX_LENGTH, type ShareExpiryDays } from '@lifewheel/contracts';
import type { ResultRow } from '../results/results-model.js';
import type { NewShare } from '../../api/shares.js';
import { shareErrorKey } from './share-errors.js';

type ExpiryChoice = `${ShareExpiryDays}` | 'none';

/** Which areas to share (all by default), for how long, and an optional note. */
export function ShareForm({ rows, pending, error, onSubmit }: { rows: ResultRow[]; pending: boolean; error: unknown; onSubmit: (share: NewShare) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(rows.map((row) => row.domain)));
  const [expiry, setExpiry] = useState<ExpiryChoice>('30');
  const [note, setNote] = useState('');
  const [noneChosen, setNoneChosen] = useState(false);

  const toggle = (domain: string) => {
    const next = new Set(chosen);
    if (next.has(domain)) next.delete(domain);
    else next.add(domain);
    setChosen(next);
    if (next.size > 0) setNoneChosen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setNoneChosen(true);
    onSubmit({
      domains: rows.map((row) => row.domain).filter((domain) => chosen.has(domain)),
      expiresInDays: expiry === 'none' ? null : (Number(expiry) as ShareExpiryDays),
      note,
    });
  };
  const errorKey = noneChosen ? 'shares.errors.domainsRequired' : error ? shareErrorKey(error) : null;

  return (
    <form className="share-form" onSubmit={submit} noValidate aria-describedby={errorKey ? `${id}-error` : undefined}>
      <fieldset className="share-form__domains">
        <legend>{t('shares.form.domainsLegend')}</legend>
        <div className="share-form__bulk">
          <button type="button" className="button button--small" onClick={() => setChosen(new Set(rows.map((row) => row.domain)))}>
            {t('shares.form.selectAll')}
          </button>
          <button type="button" className="button button--small" onClick={() => setChosen(new Set())}>
            {t('shares.form.selectNone')}
          </button>
        </div>
        <ul>
          {rows.map((row) => (
            <li key={row.domain}>
              <label>
                <input type="checkbox" checked={chosen.has(row.domain)} onChange={() => toggle(row.domain)} />
                {row.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="share-form__field">
        <label htmlFor={`${id}-expiry`}>{t('shares.form.expiryLabel')}</label>
        <select id={`${id}-expiry`} value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
          {SHARE_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {t('shares.form.expiryDays', { count: days })}
            </option>
          ))}
          <option value="none">{t('shares.form.expiryNone')}</option>
        </select>
      </div>
      <div className="share-form__field">
        <label htmlFor={`${id}-note`}>{t('shares.form.noteLabel')}</label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={3}
          maxLength={SHARE_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-note-hint`}
        />
        <p id={`${id}-note-hint`} className="share-form__hint">
          {t('shares.form.noteHint', { used: note.length, max: SHARE_NOTE_MAX_LENGTH })}
        </p>
      </div>
      {errorKey && (
        <p id={`${id}-error`} role="alert" className="share-form__error">
          {t(errorKey, { max: SHARE_NOTE_MAX_LENGTH })}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {pending ? t('shares.form.submitting') : t('shares.form.submit')}
      </button>
    </form>
  );
}
