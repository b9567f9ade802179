import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language-context.js';
import { PageMeta } from '../../app/page-meta.js';
import { Spinner } from '../../components/spinner.js';
import { directionOf } from '../../i18n/languages.js';
import { WheelChart } from './chart/wheel-chart.js';
import { ResultsHeader } from './results-header.js';
import { WheelLegend } from './chart/wheel-legend.js';
import { useFormatters } from './use-formatters.js';
import './results.css';

/**
 * The results page while its answer is on its way: the heading, the wheel's empty rings and the
 * legend's key, where ResultsView will draw them. The build pre-renders it into the results shell
 * (issue 20), so a phone paints the page's frame with its first paint, before any script has run,
 * rather than a spinner it then replaces.
 *
 * Nothing in it may move when the results take its place:
 * - the heading is ResultsView's own (ResultsHeader), its date's line held blank;
 * - a numbered wheel's box is the same square for any number of areas (wheel-geometry.ts);
 * - a custom wheel's name goes in the legend, below what is drawn here.
 * Where the wheel will carry the areas' names around it (a box of 460 px or more), its shape
 * depends on those names, so there the frame shows only the spinner (results.css).
 */
export function ResultsFrame() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  return (
    <div className="page results results--frame page--awaiting">
      <PageMeta title={t('results.meta.title')} description={t('results.meta.description')} />
      <ResultsHeader />
      <div className="results__overview">
        <div className="wheel-figure">
          <div className="wheel-figure__chart">
            <div className="results-frame__wheel" aria-hidden="true">
              <WheelChart
                className="wheel-chart"
                domains={[]}
                labelMode="numbers"
                direction={directionOf(language)}
                locale={language}
                label=""
                formatNumber={format.number}
              />
            </div>
            <Spinner label={t('results.loading')} />
          </div>
          <div className="results-frame__legend">
            <WheelLegend rows={[]} numbered formatNumber={format.number} />
          </div>
        </div>
      </div>
    </div>
  );
}
