import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResearchNote } from '@lifewheel/content';

/** Each finding with the studies it stands on named, and the kind of evidence behind it. */
export function ResearchNotes({ notes }: { notes: readonly ResearchNote[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="domain-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('domainPages.research')}</h2>
      <ul className="research-notes">
        {notes.map((note) => (
          <li key={note.finding} className="research-note">
            <p>{note.finding}</p>
            <dl className="research-note__meta">
              <div>
                <dt>{t('domainPages.sources', { count: note.sources.length })}</dt>
                {/* Sources are cited as published, in English. */}
                <dd lang="en">
                  {note.sources.map((source, index) => (
                    <span key={source}>
                      {index > 0 && '; '}
                      <cite>{source}</cite>
                    </span>
                  ))}
                </dd>
              </div>
              <div>
                <dt>{t('domainPages.evidence')}</dt>
                <dd>{note.evidence}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
