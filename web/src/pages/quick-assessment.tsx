import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS, SCORE_MAX, SCORE_MIN } from '@lifewheel/wheel';
import type { CreateAssessmentResult } from '@lifewheel/contracts';
import { saveAssessment } from '../api/assessments.js';

type Scores = Record<string, { current: number; desired: number }>;

const initialScores = (): Scores => Object.fromEntries(DEFAULT_DOMAINS.map((domain) => [domain.name, { current: 5, desired: 8 }]));

/** The walking skeleton's page: rate the 12 default domains, save, see the results token. */
export function QuickAssessmentPage() {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Scores>(initialScores);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'failed' } | { kind: 'saved'; result: CreateAssessmentResult }>({ kind: 'idle' });

  const update = (domain: string, field: 'current' | 'desired', value: number) =>
    setScores((previous) => ({ ...previous, [domain]: { ...(previous[domain] ?? { current: 5, desired: 8 }), [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const responses = DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, ...(scores[domain.name] ?? { current: 5, desired: 8 }) }));
      setState({ kind: 'saved', result: await saveAssessment({ responses, language: 'en' }, idempotencyKey) });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('quick.title')}</h1>
      <p>{t('quick.intro')}</p>
      <form onSubmit={submit}>
        {DEFAULT_DOMAINS.map((domain) => (
          <fieldset key={domain.id} style={{ borderColor: domain.color, marginBottom: '0.5rem' }}>
            <legend>{t(`domains.${domain.id}`)}</legend>
            {(['current', 'desired'] as const).map((field) => (
              <label key={field} style={{ marginInlineEnd: '1rem' }}>
                {t(`quick.${field}`)}{' '}
                <input
                  type="number"
                  name={`${domain.id}-${field}`}
                  min={SCORE_MIN}
                  max={SCORE_MAX}
                  required
                  value={scores[domain.name]?.[field] ?? 5}
                  onChange={(event) => update(domain.name, field, Number(event.target.value))}
                />
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('quick.saving') : t('quick.save')}
        </button>
      </form>
      {state.kind === 'failed' && <p role="alert">{t('quick.failed')}</p>}
      {state.kind === 'saved' && (
        <p role="status">
          {t('quick.saved')} <code data-testid="results-token">{state.result.token}</code>
        </p>
      )}
    </main>
  );
}
