import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DomainPage } from '@lifewheel/content';
import { DEFAULT_DOMAINS, type DefaultDomainId } from '@lifewheel/wheel';
import { PageMeta } from '../../app/page-meta.js';
import { useLocalizedPath } from '../../app/language-context.js';
import { AssessmentInvitation } from './assessment-invitation.js';
import { OtherAreas } from './other-areas.js';
import { ResearchNotes } from './research-notes.js';
import { TextList } from './text-list.js';
import './domain-pages.css';

/** One domain's info page: plain text nodes only, in the domain's colour. */
export function DomainPageView({ id, content }: { id: DefaultDomainId; content: DomainPage }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const color = DEFAULT_DOMAINS.find((domain) => domain.id === id)?.color;
  return (
    <article className="page page--narrow domain-page" style={{ '--domain-color': color } as React.CSSProperties}>
      <PageMeta title={t('domainPages.meta.title', { title: content.title })} description={content.metaDescription} />
      <header className="domain-page__header">
        <p className="domain-page__eyebrow">
          <span className="domain-dot" aria-hidden="true" />
          {t('domainPages.eyebrow')}
        </p>
        <h1>{content.title}</h1>
        <p className="domain-page__descriptor">{content.descriptor}</p>
      </header>
      <p className="domain-page__intro">{content.intro}</p>
      <TextList title={t('domainPages.covers')} items={content.covers} />
      <div className="domain-page__signs">
        <TextList title={t('domainPages.signsOfBalance')} items={content.signsOfBalance} className="domain-page__section--balance" />
        <TextList title={t('domainPages.signsOfStrain')} items={content.signsOfStrain} className="domain-page__section--strain" />
      </div>
      <ResearchNotes notes={content.research} />
      <TextList title={t('domainPages.reflection')} items={content.reflectionQuestions} className="domain-page__section--questions" />
      <AssessmentInvitation />
      <p className="domain-page__tools-link">
        <Link to={`${to('/coaching-tools')}#${id}`}>{t('domainPages.tools')}</Link>
      </p>
      <OtherAreas current={id} />
    </article>
  );
}
