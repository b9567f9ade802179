import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Vos bilans',
    showMore: 'Afficher les bilans précédents',
    loadingMore: 'Chargement des bilans précédents…',
    moreFailed: 'Impossible de charger vos bilans précédents. Vérifiez votre connexion et réessayez.',
  },
  compare: {
    howTo: 'Pour comparer deux bilans, choisissez « Comparer » sur l’un, puis sur un autre.',
    pick: 'Comparer',
    picked: 'Choisi pour la comparaison',
    pickSecond: 'Choisissez maintenant un second bilan à comparer avec celui du {{date}}.',
    differentWheel: 'Roue différente : elle évalue d’autres domaines, elle ne peut donc pas être comparée à celle que vous avez choisie.',
    differentTitle: 'Roue différente',
    differentBody: 'Ces bilans évaluent d’autres domaines que celui que vous avez choisi : ils ne peuvent pas lui être comparés domaine par domaine.',
    title: '{{earlier}} comparé au {{later}}',
    legendLater: 'Plein : {{date}}',
    legendEarlier: 'Contour en pointillés : {{date}}',
    caption: 'Satisfaction actuelle dans chaque domaine le {{earlier}} et le {{later}}, et l’évolution (de 1 à 10).',
    earlier: 'Avant',
    later: 'Après',
    change: 'Évolution',
    close: 'Fermer la comparaison',
  },
  trends: {
    title: 'L’évolution de chaque domaine',
    intro: 'Votre satisfaction actuelle dans chaque domaine, à chaque bilan fait avec la roue standard des 12 domaines.',
    loading: 'Chargement de vos tendances…',
    loadFailed: 'Impossible de charger vos tendances. Vérifiez votre connexion et réessayez.',
    notYet: 'Vos tendances apparaissent à partir de votre deuxième bilan avec la roue standard.',
    summary: 'Au départ {{first}}, maintenant {{last}} (bilans : {{count}})',
    stuck: 'Au point mort : le même score lors de vos trois derniers bilans',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
