import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Roue de la vie à imprimer',
    description:
      'Une roue de la vie sur une page, à imprimer en A4 ou en Letter : notez chaque domaine à la main, avec un QR code vers la roue en ligne. Pour les salles sans téléphone.',
    sessionTitle: 'Fiches papier pour {{name}}',
  },
  screen: {
    intro: 'Une page par personne, pour les salles sans téléphone. Qui le souhaite scanne le QR code et continue en ligne.',
    print: 'Imprimer',
    paperSize: 'Choisissez A4 ou Letter dans la fenêtre d’impression : la fiche tient sur une page dans les deux formats.',
    preview: 'Aperçu de la fiche imprimée',
    back: 'Retour à la session',
    loading: 'Chargement de la fiche…',
    notFound: 'Nous n’avons pas trouvé cette session parmi les vôtres.',
  },
  paper: {
    title: 'Ma roue de la vie',
    instructions:
      'Pour chaque domaine, évaluez votre satisfaction aujourd’hui, de {{min}} (pas du tout) à {{max}} (pleinement). Coloriez sa part du centre jusqu’à ce cercle.',
    scale: 'Le centre vaut {{zero}}, le cercle extérieur {{max}}.',
    name: 'Votre nom',
    date: 'Date du jour',
    riseTitle: 'Choisissez un domaine. À quoi ressemblerait un point de plus ?',
    riseHint: 'Un petit pas concret, possible ce mois-ci.',
    wheelLabel: 'Une roue vierge à colorier, avec une part par domaine : {{areas}}',
    online: 'Plutôt sur téléphone ? Faites le bilan en ligne :',
    session: 'Rejoignez la session en ligne avec le code {{code}} :',
    qrLabel: 'QR code vers {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
