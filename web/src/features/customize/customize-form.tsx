import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WHEEL_LIMITS } from '@lifewheel/wheel';
import { useLocalizedPath } from '../../app/language-context.js';
import { showToast } from '../../components/toast/toast-store.js';
import { reportJourney } from '../../observability/report.js';
import { loadCustomWheel, saveCustomWheel } from './custom-wheel-storage.js';
import { DomainEditor } from './domain-editor.js';
import { FieldMessage } from './field-message.js';
import { ResetDialog } from './reset-dialog.js';
import { TextField } from './text-field.js';
import { useDraftLabels } from './use-draft-labels.js';
import { useIssueMessage } from './use-issue-message.js';
import { defaultDraft, displayedDescriptor, displayedName, draftFromWheel, isChanged, wheelToSave } from './wheel-draft.js';
import { draftIssues, fieldId, visibleIssues } from './wheel-draft-issues.js';
import { draftReducer } from './wheel-draft-reducer.js';
import { loadDraft, saveDraft } from './wheel-draft-storage.js';
import { WheelPreview } from './wheel-preview.js';

const FIELDS = ['name', 'color', 'descriptor'] as const;

/** The custom wheel editor: every rule checked as the person types, with libs/wheel's messages. */
export function CustomizeForm() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const labels = useDraftLabels();
  const issueMessage = useIssueMessage();
  const ids = useId();

  // The server and the first client render show the 12 defaults; stored edits arrive after mount.
  const [draft, dispatch] = useReducer(draftReducer, undefined, defaultDraft);
  const [hydrated, setHydrated] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const saved = loadCustomWheel();
    const restored = loadDraft() ?? (saved ? draftFromWheel(saved) : null);
    if (restored) {
      dispatch({ type: 'restore', draft: restored });
      if (isChanged(restored)) showToast({ description: t('customize.restored') });
    }
    setHydrated(true);
    // Once per visit: t is stable for the page's language.
  }, []);

  useEffect(() => {
    if (hydrated) saveDraft(draft);
  }, [hydrated, draft]);

  // Focus moves after Add (to the new name) and Remove (to the area that took its place).
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const issues = useMemo(() => draftIssues(draft, labels), [draft, labels]);
  const visible = visibleIssues(issues, draft, showAll);
  const errorAt = (where: string) => issueMessage(visible.get(where));
  const domainIds = (key: string) => `${ids}-domain-${key}`;
  const count = draft.domains.length;
  const canAdd = count < WHEEL_LIMITS.maxDomains;
  const canRemove = count > WHEEL_LIMITS.minDomains;
  const listIssue = errorAt('domains');
  // When a count rule cannot be broken because a button is disabled, its message is the reason.
  const listNote = listIssue ?? (!canAdd ? t('wheel.messages.tooManyDomains') : !canRemove ? t('wheel.messages.tooFewDomains') : null);
  const listNoteId = `${ids}-list-note`;
  const wheelNameId = `${ids}-wheel-name`;
  const addId = `${ids}-add`;
  const fixFirstId = `${ids}-fix-first`;

  const add = () => {
    const key = `new-${crypto.randomUUID().slice(0, 8)}`;
    dispatch({ type: 'add', key });
    focusNext.current = `${domainIds(key)}-name`;
    setAnnouncement(t('customize.announce.added', { number: count + 1 }));
  };

  const remove = (index: number) => {
    const domain = draft.domains[index];
    if (!domain) return;
    const neighbour = draft.domains[index + 1] ?? draft.domains[index - 1];
    dispatch({ type: 'remove', key: domain.key });
    // At the minimum the Remove buttons turn disabled, so focus goes to a name field instead.
    focusNext.current = neighbour ? `${domainIds(neighbour.key)}-${count - 1 > WHEEL_LIMITS.minDomains ? 'remove' : 'name'}` : addId;
    setAnnouncement(
      t('customize.announce.removed', { name: displayedName(domain, labels) || t('customize.unnamedDomain', { number: index + 1 }), count: count - 1 }),
    );
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setShowAll(false);
    setConfirmingReset(false);
    setAnnouncement(t('customize.announce.reset'));
  };

  const firstInvalidField = (): string | null => {
    if (issues.has('name')) return wheelNameId;
    for (const domain of draft.domains) {
      for (const field of FIELDS) if (issues.has(fieldId(domain.key, field))) return `${domainIds(domain.key)}-${field === 'color' ? 'color-hex' : field}`;
    }
    return issues.has('domains') ? addId : null;
  };

  const start = (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = firstInvalidField();
    if (invalid) {
      setShowAll(true);
      document.getElementById(invalid)?.focus();
      return;
    }
    const wheel = wheelToSave(draft, labels);
    if (!saveCustomWheel(wheel)) {
      showToast({ title: t('common.toast.errorTitle'), description: t('customize.saveFailed'), variant: 'error' });
      return;
    }
    reportJourney('customize', 'customize-used', {
      domains: wheel.domains.length,
      ownNames: draft.domains.filter((domain) => domain.name !== null).length,
      added: draft.domains.filter((domain) => domain.defaultId === null).length,
    });
    void navigate(to('/assessment?wheel=custom'));
  };

  return (
    <form className="customize" onSubmit={start} noValidate>
      <div className="customize__wheel card">
        <WheelPreview colors={draft.domains.map((domain) => domain.pickerColor)} />
        <TextField
          id={wheelNameId}
          label={t('customize.wheelName')}
          value={draft.name ?? labels.wheelName}
          error={errorAt('name')}
          onChange={(name) => dispatch({ type: 'wheel-name', name })}
        />
      </div>

      <section className="customize__domains" aria-labelledby={`${ids}-domains-title`}>
        <h2 id={`${ids}-domains-title`}>
          {t('customize.domainsTitle')} <span className="customize__count">({t('customize.count', { count })})</span>
        </h2>
        <ol className="customize__list">
          {draft.domains.map((domain, index) => {
            const idBase = domainIds(domain.key);
            return (
              <li key={domain.key}>
                <DomainEditor
                  idBase={idBase}
                  number={index + 1}
                  name={displayedName(domain, labels)}
                  color={domain.color}
                  pickerColor={domain.pickerColor}
                  descriptor={displayedDescriptor(domain, labels)}
                  errors={{
                    name: errorAt(fieldId(domain.key, 'name')),
                    color: errorAt(fieldId(domain.key, 'color')),
                    descriptor: errorAt(fieldId(domain.key, 'descriptor')),
                  }}
                  canRemove={canRemove}
                  removeReasonId={listNoteId}
                  // Typing a default's translated name again links it back to the default domain.
                  onName={(name) =>
                    dispatch({ type: 'domain-name', key: domain.key, name: domain.defaultId && name === labels.domainName(domain.defaultId) ? null : name })
                  }
                  onColor={(color) => dispatch({ type: 'domain-color', key: domain.key, color })}
                  onDescriptor={(descriptor) =>
                    dispatch({
                      type: 'domain-descriptor',
                      key: domain.key,
                      descriptor: domain.defaultId && descriptor === labels.domainDescriptor(domain.defaultId) ? null : descriptor,
                    })
                  }
                  onRemove={() => remove(index)}
                />
              </li>
            );
          })}
        </ol>
        <FieldMessage id={listNoteId} message={listNote} tone={listIssue ? 'error' : 'note'} />
        <button type="button" id={addId} className="button" onClick={add} disabled={!canAdd} aria-describedby={canAdd ? undefined : listNoteId}>
          {t('customize.addDomain')}
        </button>
      </section>

      <div className="customize__actions">
        <button type="button" className="button button--quiet" onClick={() => (isChanged(draft) ? setConfirmingReset(true) : reset())}>
          {t('customize.resetToDefault')}
        </button>
        <button type="submit" className="button button--primary button--large" aria-describedby={visible.size > 0 ? fixFirstId : undefined}>
          {t('customize.start')}
        </button>
      </div>
      <FieldMessage id={fixFirstId} message={visible.size > 0 ? t('customize.fixFirst', { count: visible.size }) : null} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ResetDialog open={confirmingReset} onConfirm={reset} onCancel={() => setConfirmingReset(false)} />
    </form>
  );
}
