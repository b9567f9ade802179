import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language-context.js';
import { directionOf } from '../../i18n/languages.js';
import { MAX_SCORE } from '../results/chart/wheel-geometry.js';
import { useFormatters } from '../results/use-formatters.js';
import { QrCode } from '../workshops/qr-code.js';
import { PaperWheel, type PaperWheelDomain } from './paper-wheel.js';
import './paper-sheet.css';

export interface PaperSheetProps {
  /** The page's heading on screen (the printed sheet has its own title). */
  heading: string;
  domains: PaperWheelDomain[];
  /** Where the QR code leads; null until the page knows its own address (see useSiteOrigin). */
  url: string | null;
  /** A workshop's name, under the printed title. */
  subtitle?: string;
  /** A workshop's join code, printed beside the QR code. */
  code?: string;
  /** Links above the preview (back to the session). */
  children?: ReactNode;
}

const FIELD_LINES = 3;

/** The printable paper wheel: on screen a preview with a Print button, on paper exactly one page. */
export function PaperSheet({ heading, domains, url, subtitle, code, children }: PaperSheetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const areas = domains.map((domain) => domain.label).join(', ');
  // The scale's numbers in the page's digits, as the rings show them.
  const scale = { zero: format.number(0), min: format.number(1), max: format.number(MAX_SCORE) };
  return (
    <div className="page paper-sheet">
      <div className="paper-sheet__controls">
        {children}
        <h1>{heading}</h1>
        <p>{t('sheet.screen.intro')}</p>
        <p id="paper-sheet-size">{t('sheet.screen.paperSize')}</p>
        <button type="button" className="button button--primary button--large" aria-describedby="paper-sheet-size" onClick={() => window.print()}>
          {t('sheet.screen.print')}
        </button>
      </div>
      <article className="paper-sheet__paper" aria-label={t('sheet.screen.preview')} data-testid="paper-sheet">
        <header className="paper-sheet__header">
          <h2 className="paper-sheet__title">{t('sheet.paper.title')}</h2>
          {subtitle && <p className="paper-sheet__subtitle">{subtitle}</p>}
          <p className="paper-sheet__instructions">
            {t('sheet.paper.instructions', scale)} {t('sheet.paper.scale', scale)}
          </p>
        </header>
        <div className="paper-sheet__fields">
          <span className="paper-sheet__field">{t('sheet.paper.name')}</span>
          <span className="paper-sheet__field paper-sheet__field--short">{t('sheet.paper.date')}</span>
        </div>
        <div className="paper-sheet__wheel">
          <PaperWheel
            domains={domains}
            direction={directionOf(language)}
            locale={language}
            label={t('sheet.paper.wheelLabel', { areas })}
            formatNumber={format.number}
          />
        </div>
        <div className="paper-sheet__bottom">
          <section className="paper-sheet__rise" aria-labelledby="paper-sheet-rise">
            <h3 id="paper-sheet-rise">{t('sheet.paper.riseTitle')}</h3>
            <p>{t('sheet.paper.riseHint')}</p>
            {Array.from({ length: FIELD_LINES }, (_, index) => (
              <span key={index} className="paper-sheet__line" aria-hidden="true" />
            ))}
          </section>
          <section className="paper-sheet__online" aria-labelledby="paper-sheet-online">
            <p id="paper-sheet-online">{code ? t('sheet.paper.session', { code }) : t('sheet.paper.online')}</p>
            {url ? (
              <QrCode text={url} label={t('sheet.paper.qrLabel', { url })} size={128} />
            ) : (
              <span className="paper-sheet__qr-placeholder" aria-hidden="true" />
            )}
            {/* A URL reads left to right on every page; on an Arabic sheet too. */}
            <p className="paper-sheet__url" dir="ltr" data-testid="paper-sheet-url">
              {url ?? '\u00a0'}
            </p>
          </section>
        </div>
      </article>
    </div>
  );
}
