import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { averageScore } from '@lifewheel/wheel';
import { directionOf, type Language } from '../../../i18n/languages.js';
import { WheelChart } from '../chart/wheel-chart.js';
import { ScoresTable } from '../scores-table.js';
import { topGapRows, type ResultRow } from '../results-model.js';
import { TopGapsList } from '../top-gaps-list.js';
import type { Formatters } from '../use-formatters.js';

export interface ResultsReportProps {
  rows: ResultRow[];
  heading: string;
  takenOn: string;
  language: Language;
  format: Formatters;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The one-page report, print-styled: wheel with names and a key, scores table, largest gaps and
 * date. It is drawn off-screen only while a download is being made, and the download is a picture
 * of exactly what the browser drew here.
 */
export function ResultsReport({ rows, heading, takenOn, language, format, ref }: ResultsReportProps) {
  const { t } = useTranslation();
  const top = topGapRows(rows);
  return (
    <div className="results-report" ref={ref} lang={language} dir={directionOf(language)}>
      <div className="results-report__header">
        <p className="results-report__brand">{t('common.brand')}</p>
        <p className="results-report__title">{heading}</p>
        <p className="results-report__date">{takenOn}</p>
      </div>
      <div className="results-report__wheel">
        <WheelChart
          domains={rows}
          labelMode="names"
          direction={directionOf(language)}
          locale={language}
          label={t('results.chart.label')}
          formatNumber={format.number}
          keyLabels={{ current: t('results.chart.current'), desired: t('results.chart.desired') }}
        />
      </div>
      <div className="results-report__columns">
        <div>
          <p className="results-report__heading">{t('results.scores.title')}</p>
          <ScoresTable rows={rows} formatNumber={format.number} />
        </div>
        <div>
          <p className="results-report__heading">{t('results.summary.topGaps')}</p>
          {top.length === 0 ? <p>{t('results.summary.noGaps')}</p> : <TopGapsList rows={top} format={format} />}
          <p className="results-report__heading">{t('results.summary.currentState')}</p>
          <p>{t('results.summary.currentAverage', { value: format.average(averageScore(rows, 'current')) })}</p>
          <p className="results-report__heading">{t('results.summary.futureGoals')}</p>
          <p>{t('results.summary.desiredAverage', { value: format.average(averageScore(rows, 'desired')) })}</p>
        </div>
      </div>
    </div>
  );
}
