import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../i18n/languages.js';
import { useLanguage } from '../../../app/language-context.js';
import type { ResultRow } from '../results-model.js';
import { useElementWidth } from '../use-element-width.js';
import { WheelChart } from './wheel-chart.js';
import { WheelLegend } from './wheel-legend.js';

/**
 * Below this width the names around the wheel would be too small to read, so the wedges are
 * numbered and the legend carries the names.
 */
const NAMES_MIN_WIDTH = 460;

interface WheelFigureProps {
  rows: ResultRow[];
  formatNumber: (value: number) => string;
  /** A custom wheel's name, shown in the legend. */
  wheelName?: string | undefined;
}

export function WheelFigure({ rows, formatNumber, wheelName }: WheelFigureProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const labelMode = width !== null && width >= NAMES_MIN_WIDTH ? 'names' : 'numbers';
  return (
    <div className="wheel-figure">
      <div className="wheel-figure__chart" ref={box}>
        <WheelChart
          className="wheel-chart"
          domains={rows}
          labelMode={labelMode}
          direction={directionOf(language)}
          locale={language}
          label={t('results.chart.label')}
          formatNumber={formatNumber}
        />
      </div>
      <WheelLegend rows={rows} numbered={labelMode === 'numbers'} formatNumber={formatNumber} wheelName={wheelName} />
    </div>
  );
}
