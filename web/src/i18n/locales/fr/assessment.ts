import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Faites le bilan de votre roue de la vie | Lifewheel',
    description:
      'Répondez à deux questions rapides pour chaque domaine de votre vie : votre satisfaction actuelle et celle que vous visez. Gratuit et confidentiel.',
  },
  title: 'Votre roue de la vie',
  progress: 'Question {{current}} sur {{total}}',
  progressLabel: 'Progression du bilan',
  current: {
    question: 'Quel est aujourd’hui votre niveau de satisfaction pour « {{domain}} » ?',
    legend: 'Satisfaction actuelle : {{domain}}',
  },
  desired: {
    question: 'Quel niveau de satisfaction aimeriez-vous atteindre pour « {{domain}} » ?',
    legend: 'Satisfaction souhaitée : {{domain}}',
  },
  scale: {
    guidance: 'Choisissez un chiffre de 1 (très insatisfait) à 10 (très satisfait). Les touches 1 à 9, et 0 pour 10, fonctionnent aussi.',
    low: 'Très insatisfait',
    high: 'Très satisfait',
    option: '{{value}}',
  },
  buttons: {
    next: 'Suivant',
    previous: 'Précédent',
    undo: 'Annuler',
    viewResults: 'Voir les résultats',
    saving: 'Enregistrement…',
  },
  restored: 'Bon retour parmi nous : nous avons conservé vos réponses.',
  saveFailed: 'Impossible d’enregistrer le bilan. Veuillez réessayer.',
  saveRateLimited:
    'De nombreux bilans ont été enregistrés depuis votre réseau au cours de la dernière minute. Patientez une minute puis réessayez ; vos réponses sont toujours là.',
  customWheel: 'Roue personnalisée : {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
