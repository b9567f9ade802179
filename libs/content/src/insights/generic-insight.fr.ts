import type { DomainInsight } from '../types.js';

// Pistes pour un domaine nommé par la personne ; {{domain}} est ce nom, toujours entre guillemets.
export const genericInsight: DomainInsight = {
  about:
    '« {{domain}} » est un domaine de vie que vous avez choisi de placer sur votre roue, ce qui montre déjà qu’il compte pour vous. Votre score est un instantané de votre satisfaction actuelle dans ce domaine, et l’écart avec votre score souhaité indique l’ampleur du changement que vous aimeriez.',
  research: {
    finding:
      'De simples plans « si… alors… », qui associent une situation précise à une action précise et qu’on appelle intentions de mise en œuvre, rendent plus probable le passage à l’action. Une méta-analyse de 94 tests indépendants a mis en évidence un effet moyen à fort sur l’atteinte des objectifs, comparé aux seules bonnes intentions, ce qui en fait un outil utile pour le domaine « {{domain}} » comme pour tout autre domaine de la vie.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'méta-analyse de 94 tests indépendants',
  },
  bands: {
    high: {
      reflect:
        'Un score élevé suggère que le domaine « {{domain}} » se passe bien pour vous en ce moment. Vous avez peut-être des habitudes, des personnes ou des choix qui le soutiennent, même si vous y pensez rarement. Remarquer ce qui fonctionne peut vous aider à le préserver quand la vie change.',
      nextSteps: [
        'Notez les deux ou trois choses qui aident le plus le domaine « {{domain}} » à bien se passer, pour pouvoir les protéger quand vous serez débordé.',
        'Partagez ce qui fonctionne pour vous dans le domaine « {{domain}} » avec une personne à qui votre expérience pourrait servir.',
        'Choisissez une petite façon d’approfondir ou d’élargir le domaine « {{domain}} » cette semaine, et décidez précisément quand vous le ferez.',
      ],
      coachingQuestion:
        'Qu’est-ce qui rendrait le domaine « {{domain}} » encore plus satisfaisant dans un an, et qu’est-ce qui va déjà dans ce sens ?',
    },
    mid: {
      reflect:
        'Un score moyen suggère que le domaine « {{domain}} » est en partie là où vous le voudriez. Certaines choses fonctionnent peut-être, tandis que d’autres semblent bloquées, floues ou écrasées par d’autres priorités. Ce mélange est courant, et il signifie souvent que quelques changements ciblés pourraient faire une différence sensible.',
      nextSteps: [
        'Écrivez une phrase sur ce qui fonctionne dans le domaine « {{domain}} » et une sur ce qui ne fonctionne pas.',
        'Choisissez un petit changement pour le domaine « {{domain}} » et faites-en un plan « si… alors… » : précisez le moment exact où vous agirez et ce que vous ferez.',
        'Parlez du changement que vous souhaitez dans le domaine « {{domain}} » à une personne de confiance, et demandez-lui de prendre de vos nouvelles la semaine prochaine.',
      ],
      coachingQuestion:
        'Si le domaine « {{domain}} » gagnait seulement deux points, qu’est-ce qui serait différent dans votre quotidien ?',
    },
    low: {
      reflect:
        'Un score bas suggère que le domaine « {{domain}} » n’est pas là où vous le voudriez, et qu’il vous pèse peut-être. Cela peut refléter des circonstances qui vous échappent, un changement récent, ou quelque chose que vous repoussez depuis un moment. Le nommer honnêtement est un premier pas utile, et si cela touche votre santé, votre sécurité ou votre moral, en parler à un professionnel peut aider.',
      nextSteps: [
        'Notez ce qui rend le domaine « {{domain}} » difficile en ce moment, en séparant ce sur quoi vous pouvez agir de ce qui vous échappe.',
        'Choisissez le plus petit pas possible qui dépend de vous, et faites-le dans les trois prochains jours.',
        'Demandez du soutien ou un conseil à une personne au sujet du domaine « {{domain}} », même si c’est seulement pour en parler.',
      ],
      coachingQuestion:
        'Qu’est-ce qui compte le plus pour vous dans le domaine « {{domain}} », et quelle est la première chose que vous aimeriez changer ?',
    },
  },
};
