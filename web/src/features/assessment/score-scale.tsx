import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '@lifewheel/wheel';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

/** A real radio group: arrows move between scores, and a screen reader hears each one's label. */
export function ScoreScale({
  name,
  value,
  onChange,
  describedBy,
}: {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const label = (score: number) =>
    score === SCORE_MIN ? `${score} – ${t('assessment.scale.low')}` : score === SCORE_MAX ? `${score} – ${t('assessment.scale.high')}` : String(score);
  return (
    <div className="score-scale">
      {/* A new question gets new radios: renaming checked radios in place would let the browser
          uncheck the answer being shown, as two checked radios briefly share one group. */}
      <div key={name} className="score-scale__options" aria-describedby={describedBy}>
        {SCORES.map((score) => (
          <label key={score} className={`score-scale__option${value === score ? ' score-scale__option--checked' : ''}`}>
            <input type="radio" name={name} value={score} checked={value === score} onChange={() => onChange(score)} aria-label={label(score)} />
            <span aria-hidden="true">{score}</span>
          </label>
        ))}
      </div>
      <div className="score-scale__ends" aria-hidden="true">
        <span>{t('assessment.scale.low')}</span>
        <span>{t('assessment.scale.high')}</span>
      </div>
    </div>
  );
}
