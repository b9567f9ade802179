import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolNote } from '@lifewheel/contracts';
import { useCreateToolNote } from '../../hooks/use-create-tool-note.js';
import { NoteField } from './note-field.js';
import { NoteItem } from './note-item.js';
import { noteProblem } from './note-problem.js';

/**
 * A person's private notes on one tool. The list is the domain page's answer, fetched again after
 * each change, so what is shown is what the server holds. Saves are announced in a live region.
 */
export function ToolNotes({ toolId, notes }: { toolId: string; notes: ToolNote[] }) {
  const { t } = useTranslation();
  const create = useCreateToolNote();
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // One key per text being saved: a retry of the same text after a lost answer does not add it twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (attempt.current?.body !== draft) attempt.current = { body: draft, key: crypto.randomUUID() };
    setStatus('');
    setError('');
    create.mutate(
      { toolId, body: draft, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
          setDraft('');
          setStatus(t('premiumContent.notes.saved'));
          fieldRef.current?.focus();
        },
        onError: (problem) => {
          const { key, params } = noteProblem(problem);
          setError(t(key, params));
          fieldRef.current?.focus();
        },
      },
    );
  };

  return (
    <section className="premium-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('premiumContent.notes.title')}
      </h3>
      <p className="premium-notes__privacy">{t('premiumContent.notes.privacy')}</p>
      {notes.length === 0 ? (
        <p className="premium-notes__empty">{t('premiumContent.notes.empty')}</p>
      ) : (
        <ul className="premium-notes__list">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onStatus={setStatus}
              onDeleted={() => {
                setStatus(t('premiumContent.notes.deleted'));
                headingRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <form className="premium-notes__form" onSubmit={submit} noValidate>
        <NoteField id={`${id}-new`} label={t('premiumContent.notes.newLabel')} value={draft} onChange={setDraft} error={error} fieldRef={fieldRef} />
        <button type="submit" className="button button--primary" aria-disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? t('premiumContent.notes.saving') : t('premiumContent.notes.add')}
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </section>
  );
}
