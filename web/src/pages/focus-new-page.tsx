import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOCUS_MAX_TOOLS, type PremiumToolsDomain } from '@lifewheel/contracts';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { InlineLoadError } from '../components/inline-load-error.js';
import { Spinner } from '../components/spinner.js';
import { showToast } from '../components/toast/toast-store.js';
import { useContentLang } from '../features/premium-content/use-content-lang.js';
import { FocusPageFrame } from '../features/focus/focus-page-frame.js';
import { startFormProblem, type FocusApproach } from '../features/focus/focus-model.js';
import { focusProblem, type FocusProblem } from '../features/focus/focus-problem.js';
import { PremiumRefusal, isPremiumRefusal } from '../features/focus/premium-refusal.js';
import { usePremiumContent } from '../hooks/use-premium-content.js';
import { useStartFocus } from '../hooks/use-start-focus.js';

const ON_START = { conflict: 'focusAlreadyActive', notFound: 'domainUnknown' } as const;

/** `/premium/focus/new?domain=`: start a 30-day focus on one area, with its plan or chosen tools. */
export function Component() {
  const [params] = useSearchParams();
  const domain = DEFAULT_DOMAIN_IDS.find((id) => id === params.get('domain'));
  return <FocusPageFrame titleKey="start">{() => (domain ? <StartFocusForm key={domain} domain={domain} /> : <ChooseDomain />)}</FocusPageFrame>;
}

function ChooseDomain() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <h1>{t('premiumContent.focus.start.chooseDomain')}</h1>
      <ul>
        {DEFAULT_DOMAIN_IDS.map((id) => (
          <li key={id}>
            <Link to={`${to('/premium/focus/new')}?domain=${id}`}>{t(`domains.${id}.name`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function StartFocusForm({ domain }: { domain: DefaultDomainId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  // The domain's tools (titles, summaries, minutes) to choose from; the answer also says who may start (401, 403).
  const tools = usePremiumContent('tools', domain, language);
  const [approach, setApproach] = useState<FocusApproach | null>(null);
  const [toolIds, setToolIds] = useState<string[]>([]);
  const [reminders, setReminders] = useState(false);
  const [problem, setProblem] = useState<FocusProblem | null>(null);
  const ids = { approach: useId(), planHint: useId(), tools: useId(), reminders: useId(), problem: useId() };
  const start = useStartFocus({
    onSuccess: () => {
      showToast({ description: t('premiumContent.focus.start.started') });
      void navigate(to('/premium/dashboard'));
    },
    onError: (error) => setProblem(focusProblem(error, ON_START)),
  });
  const domainName = t(`domains.${domain}.name`);

  if (isPremiumRefusal(tools.error)) return <PremiumRefusal error={tools.error} />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const local = startFormProblem(approach, toolIds);
    if (local) {
      setProblem({ key: `premiumContent.focus.errors.${local}`, params: { max: FOCUS_MAX_TOOLS }, alreadyActive: false });
      return;
    }
    setProblem(null);
    start.mutate({ domain, approach: approach!, toolIds: approach === 'tools' ? toolIds : [], reminders, language });
  };

  return (
    <>
      <h1>{t('premiumContent.focus.suggestions.start', { domain: domainName })}</h1>
      <form className="focus-form" onSubmit={submit} noValidate aria-describedby={problem ? ids.problem : undefined}>
        <fieldset>
          <legend id={ids.approach}>{t('premiumContent.focus.start.approach')}</legend>
          <label className="focus-choice">
            <input
              type="radio"
              name="approach"
              value="plan"
              checked={approach === 'plan'}
              onChange={() => setApproach('plan')}
              aria-describedby={ids.planHint}
            />
            <span>{t('premiumContent.focus.start.plan')}</span>
          </label>
          <p id={ids.planHint} className="focus-field__hint focus-choice__hint">
            {t('premiumContent.focus.start.planHint')}
          </p>
          <label className="focus-choice">
            <input type="radio" name="approach" value="tools" checked={approach === 'tools'} onChange={() => setApproach('tools')} />
            <span>{t('premiumContent.focus.start.tools')}</span>
          </label>
          {approach === 'tools' && <ToolChoices tools={tools} chosen={toolIds} onChange={setToolIds} hintId={ids.tools} />}
        </fieldset>
        <label className="focus-choice">
          <input type="checkbox" checked={reminders} onChange={(event) => setReminders(event.target.checked)} aria-describedby={ids.reminders} />
          <span>{t('premiumContent.focus.start.reminders')}</span>
        </label>
        <p id={ids.reminders} className="focus-field__hint">
          {t('premiumContent.focus.start.remindersHint')}
        </p>
        <div id={ids.problem} role="alert">
          {problem && (
            <p className="focus-form__problem">
              {t(problem.key, problem.params)}{' '}
              {problem.alreadyActive && <Link to={to('/premium/dashboard')}>{t('premiumContent.focus.start.toDashboard')}</Link>}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" aria-disabled={start.isPending} aria-busy={start.isPending}>
          {start.isPending ? t('premiumContent.focus.start.starting') : t('premiumContent.focus.start.submit')}
        </button>
      </form>
    </>
  );
}

function ToolChoices({
  tools,
  chosen,
  onChange,
  hintId,
}: {
  tools: ReturnType<typeof usePremiumContent>;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  hintId: string;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  if (tools.isPending) return <Spinner label={t('premiumContent.loading')} />;
  if (tools.isError) return <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={() => void tools.refetch()} retrying={tools.isFetching} />;
  const list = (tools.data as PremiumToolsDomain).tools;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="visually-hidden">{t('premiumContent.focus.start.tools')}</legend>
      <p id={hintId} className="focus-field__hint">
        {t('premiumContent.focus.start.toolsHint', { max: FOCUS_MAX_TOOLS })}
      </p>
      <ul className="focus-tool-choices">
        {list.map((tool) => (
          <li key={tool.id}>
            <label className="focus-choice">
              <input
                type="checkbox"
                checked={chosen.includes(tool.id)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, tool.id] : chosen.filter((id) => id !== tool.id))}
              />
              <span>
                <span lang={lang}>{tool.title}</span> · {t('coachingTools.minutes', { count: tool.minutes })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
