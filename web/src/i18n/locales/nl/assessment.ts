import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Doe de levenswieltest | Lifewheel',
    description: 'Beantwoord per levensgebied twee korte vragen: hoe tevreden ben je nu, en hoe tevreden wil je zijn? Gratis en privé.',
  },
  title: 'Jouw levenswiel',
  progress: 'Vraag {{current}} van {{total}}',
  progressLabel: 'Voortgang van de test',
  current: {
    question: 'Hoe tevreden ben je op dit moment over “{{domain}}”?',
    legend: 'Huidige tevredenheid: {{domain}}',
  },
  desired: {
    question: 'Hoe tevreden zou je willen zijn over “{{domain}}”?',
    legend: 'Gewenste tevredenheid: {{domain}}',
  },
  scale: {
    guidance: 'Kies een getal van 1 (heel ontevreden) tot 10 (heel tevreden). De toetsen 1-9 en 0 (voor 10) werken ook.',
    low: 'Heel ontevreden',
    high: 'Heel tevreden',
    option: '{{value}}',
  },
  buttons: {
    next: 'Volgende',
    previous: 'Vorige',
    undo: 'Ongedaan maken',
    viewResults: 'Bekijk resultaten',
    saving: 'Opslaan…',
  },
  restored: 'Welkom terug: we hebben je antwoorden tot nu toe bewaard.',
  saveFailed: 'De test kon niet worden opgeslagen. Probeer het opnieuw.',
  saveRateLimited: 'Vanaf je netwerk zijn de afgelopen minuut veel tests opgeslagen. Wacht een minuut en probeer het opnieuw; je antwoorden staan er nog.',
  customWheel: 'Eigen wiel: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
