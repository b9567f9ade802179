import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language-context.js';
import { showToast } from '../../../components/toast/toast-store.js';
import { reportError, reportJourney } from '../../../observability/report.js';
import type { ResultRow } from '../results-model.js';
import type { Formatters } from '../use-formatters.js';
import { downloadFileName } from './file-names.js';
import { reportToPdf } from './report-to-pdf.js';
import { ResultsReport } from './results-report.js';
import { saveBlob } from './save-blob.js';
import { svgToPng } from './svg-to-png.js';

const KINDS = ['png', 'pdf'] as const;
type Kind = (typeof KINDS)[number];

export interface DownloadResultsProps {
  rows: ResultRow[];
  heading: string;
  createdAt: string;
  format: Formatters;
}

/** "Download Results": a PNG of the wheel or a one-page PDF report, both made in the browser. */
export function DownloadResults({ rows, heading, createdAt, format }: DownloadResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [job, setJob] = useState<Kind | null>(null);
  const [status, setStatus] = useState('');
  const report = useRef<HTMLDivElement>(null);

  const download = async (kind: Kind) => {
    if (job) return;
    // The report is mounted synchronously, so it is in the document before it is drawn.
    flushSync(() => {
      setJob(kind);
      setStatus(t('results.download.preparing'));
    });
    try {
      const element = report.current;
      const svg = element?.querySelector('svg');
      if (!element || !svg) throw new Error('The report was not rendered');
      const blob = kind === 'png' ? await svgToPng(svg, 2) : await reportToPdf(element, `${t('common.brand')}: ${heading}`);
      saveBlob(blob, downloadFileName(kind, new Date(createdAt)));
      reportJourney('assessment', 'downloaded', { format: kind });
      setStatus(t('results.download.done'));
    } catch (error) {
      setStatus('');
      reportError('results-download', error, { format: kind });
      showToast({ title: t('common.toast.errorTitle'), description: t('results.download.failed'), variant: 'error' });
    } finally {
      setJob(null);
    }
  };

  return (
    <section className="results-section download" aria-labelledby="download-title">
      <h2 id="download-title">{t('results.download.title')}</h2>
      <p>{t('results.download.intro')}</p>
      <div className="download__buttons">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button"
            data-download={kind}
            onClick={() => void download(kind)}
            aria-disabled={job !== null}
            aria-busy={job === kind}
          >
            {t(`results.download.${kind}`)}
          </button>
        ))}
      </div>
      <p className="download__status" role="status">
        {job && <span className="download__spinner" aria-hidden="true" />}
        {status}
      </p>
      {job && (
        <div className="results-report-stage" aria-hidden="true" inert>
          <ResultsReport
            ref={report}
            rows={rows}
            heading={heading}
            takenOn={t('results.createdOn', { date: format.date(createdAt) })}
            language={language}
            format={format}
          />
        </div>
      )}
    </section>
  );
}
