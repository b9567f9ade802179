import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolNote } from '@lifewheel/contracts';
import { useDeleteToolNote } from '../../hooks/use-delete-tool-note.js';
import { useUpdateToolNote } from '../../hooks/use-update-tool-note.js';
import { useDateFormat } from './use-date-format.js';
import { NoteField } from './note-field.js';
import { noteProblem } from './note-problem.js';

type Mode = 'view' | 'edit' | 'confirm-delete';

/** One note: read, edit in place, or delete after a confirmation. The text is shown as typed, never as HTML. */
export function NoteItem({ note, onStatus, onDeleted }: { note: ToolNote; onStatus: (text: string) => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const update = useUpdateToolNote();
  const remove = useDeleteToolNote();
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(note.body);
  const [error, setError] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();

  // Focus follows the action: into the field to edit, to the confirmation to delete, back to Edit after.
  useEffect(() => {
    if (mode === 'edit') field.current?.focus();
    else if (mode === 'confirm-delete') confirmButton.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [mode]);

  const show = (problem: unknown) => {
    const { key, params } = noteProblem(problem);
    setError(t(key, params));
  };
  const backToView = () => {
    returnFocus.current = true;
    setError('');
    setMode('view');
  };

  return (
    <li className="premium-note">
      {mode === 'edit' ? (
        <form
          className="premium-notes__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (update.isPending) return;
            setError('');
            update.mutate(
              { noteId: note.id, body: draft },
              {
                onSuccess: () => {
                  onStatus(t('premiumContent.notes.updated'));
                  backToView();
                },
                onError: show,
              },
            );
          }}
        >
          <NoteField id={`${id}-edit`} label={t('premiumContent.notes.editLabel')} value={draft} onChange={setDraft} error={error} fieldRef={field} />
          <div className="premium-note__actions">
            <button type="submit" className="button button--primary button--small" aria-disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? t('premiumContent.notes.saving') : t('premiumContent.notes.save')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setDraft(note.body);
                backToView();
              }}
            >
              {t('premiumContent.notes.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="premium-note__body">{note.body}</p>
          <p className="premium-note__date">{t('premiumContent.notes.writtenOn', { date: formatDate(note.createdAt) })}</p>
          {mode === 'confirm-delete' ? (
            <div className="premium-note__confirm" role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>{t('premiumContent.notes.confirmDelete')}</p>
              {error && (
                <p className="premium-notes__error" role="alert">
                  {error}
                </p>
              )}
              <div className="premium-note__actions">
                <button
                  type="button"
                  ref={confirmButton}
                  className="button button--small button--danger"
                  aria-disabled={remove.isPending}
                  aria-busy={remove.isPending}
                  onClick={() => {
                    if (remove.isPending) return;
                    setError('');
                    remove.mutate(note.id, { onSuccess: onDeleted, onError: show });
                  }}
                >
                  {t('premiumContent.notes.confirm')}
                </button>
                <button type="button" className="button button--small" onClick={backToView}>
                  {t('premiumContent.notes.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className="premium-note__actions">
              <button
                type="button"
                ref={editButton}
                className="button button--small"
                onClick={() => {
                  setDraft(note.body);
                  setMode('edit');
                }}
              >
                {t('premiumContent.notes.edit')}
              </button>
              <button type="button" className="button button--small" onClick={() => setMode('confirm-delete')}>
                {t('premiumContent.notes.delete')}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
