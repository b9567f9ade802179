import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Pistes de la page de résultats pour les 12 domaines par défaut (sources citées telles qu’en anglais).
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Ce domaine concerne le travail que vous faites, rémunéré ou non, et la façon dont il vous correspond : s’il met vos forces à profit, vous laisse votre mot à dire et vaut les heures que vous y consacrez. Il englobe aussi la direction, le sentiment que votre vie professionnelle vous mène là où vous voulez aller.',
    research: {
      finding:
        'La théorie de l’autodétermination propose que nous nous épanouissons lorsque trois besoins fondamentaux sont satisfaits : l’autonomie (avoir une part de choix sur ce que l’on fait et sur la manière de le faire), la compétence (se sentir capable et progresser) et l’appartenance (se sentir lié aux personnes qui nous entourent). Des études menées au travail et ailleurs associent la satisfaction de ces besoins à une motivation plus forte et à un plus grand bien-être.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'synthèse théorique s’appuyant sur des décennies d’études en laboratoire et sur le terrain',
    },
    bands: {
      high: {
        reflect:
          'Un score aussi élevé peut signifier que votre travail vous offre en ce moment un bon mélange de défis, de liberté de choix et de personnes avec qui vous aimez travailler. Il montre souvent que ce que vous faites dans la journée rejoint assez bien ce qui compte pour vous. C’est aussi un bon moment pour repérer ce qui fait que cela fonctionne, afin de le préserver quand les choses changeront.',
        nextSteps: [
          'Notez les deux ou trois aspects de votre travail qui vous donnent le plus d’énergie, et pour chacun, une façon de lui garder une place dans votre agenda le mois prochain.',
          'Dites à un collègue ou à votre responsable, concrètement, ce qui fonctionne bien pour vous ; le nommer aide à le protéger.',
          'Proposez cette semaine une heure de votre temps pour aider une personne en début de carrière sur un sujet que vous maîtrisez.',
        ],
        coachingQuestion:
          'Qu’aimeriez-vous pouvoir dire de votre travail dans cinq ans, qui n’est qu’en partie vrai aujourd’hui ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que le travail va bien la plupart du temps, sans être tout à fait là où vous le voudriez : les tâches sont peut-être gérables mais ne vous font plus grandir, ou le poste paie les factures sans vraiment vous ressembler. Vous remarquez peut-être qu’un aspect vous épuise plus que les autres. C’est une information précieuse, car de petits ajustements dans votre façon de faire votre travail peuvent changer la manière dont vous le vivez.',
        nextSteps: [
          'Pendant trois jours de travail, classez chaque tâche comme stimulante, neutre ou épuisante, puis cherchez la tendance en fin de semaine.',
          'Choisissez une tâche épuisante et essayez d’y apporter un changement (ce qu’on appelle le job crafting) : la faire autrement, la faire avec quelqu’un, ou vous rappeler à qui elle sert au bout du compte.',
          'Réservez 30 minutes pour demander à une personne dont vous admirez le travail comment elle a façonné son poste au fil du temps.',
        ],
        coachingQuestion:
          'Si vous pouviez repenser un aspect de votre poste actuel sans changer d’emploi, que changeriez-vous en premier, et pourquoi cela compte-t-il pour vous ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter un travail épuisant, précaire ou éloigné de ce qui compte pour vous ; il peut aussi signifier que vous êtes entre deux emplois, en études ou en train de prendre soin de proches, et qu’il vous manque un cap. Il s’accompagne souvent d’une fatigue qui déborde sur le reste de la vie. Quoi qu’il en soit, un score bas est un signal à prendre au sérieux, pas un jugement sur vous.',
        nextSteps: [
          'Écrivez une phrase sur ce qui vous pèse le plus dans votre travail en ce moment, et une sur ce qui vous manquerait s’il disparaissait ; l’écart entre les deux indique souvent ce qu’il faut changer.',
          'Choisissez une petite limite à tenir cette semaine, par exemple une heure de fin fixe deux jours, ou plus aucun message professionnel après une certaine heure.',
          'Demandez à une personne, par exemple un ancien collègue, un mentor ou un conseiller d’orientation, un échange de 20 minutes sur vos options.',
        ],
        coachingQuestion:
          'Qu’est-ce que vous n’êtes plus prêt à accepter dans votre vie professionnelle, et quel serait un premier petit pas pour vous en éloigner ?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Le bien-être financier tient moins à ce que vous gagnez qu’à la façon dont vous vivez votre rapport à l’argent : pouvoir couvrir les besoins du quotidien, faire face à une facture imprévue et faire des choix qui comptent pour vous. Il inclut les habitudes, les projets et les conversations qui façonnent ce ressenti.',
    research: {
      finding:
        'Une synthèse des recherches sur le bonheur suggère que la façon de dépenser son argent compte autant que la somme dont on dispose. Dépenser pour des expériences plutôt que pour des objets, dépenser pour les autres et préférer de nombreux petits plaisirs à quelques grands apportent généralement une satisfaction plus durable que la plupart des achats matériels.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'article de synthèse résumant de nombreuses études',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que l’argent vous semble globalement sous contrôle : les factures sont payées, vous avez sans doute une marge de sécurité, et vous pouvez dépenser pour ce qui compte à vos yeux sans trop vous inquiéter. Cela peut aussi vouloir dire que vous avez un rapport serein à l’argent, ce qui n’est pas la même chose qu’être riche. C’est peut-être le bon moment pour vérifier que votre argent sert vraiment ce qui vous tient le plus à cœur.',
        nextSteps: [
          'Reprenez vos dépenses du mois dernier et entourez les trois achats qui vous ont apporté le plaisir le plus durable ; regardez s’il s’agissait d’expériences, de temps ou d’objets.',
          'Choisissez une tâche à long terme que vous avez tendance à repousser, comme vérifier vos cotisations retraite, rédiger un testament ou revoir vos assurances, et bloquez un moment pour vous en occuper.',
          'Prévoyez un petit geste de générosité cette semaine, par exemple inviter un ami ou donner à une cause qui vous tient à cœur.',
        ],
        coachingQuestion:
          'Au-delà de la sécurité, que voulez-vous que votre argent rende possible dans votre vie au cours des prochaines années ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que vous vous en sortez sans vous sentir tout à fait tranquille : il reste peut-être peu de chose en fin de mois, une dette pèse en arrière-plan, ou vous avez le sentiment que vous devriez être plus organisé. Au quotidien, tout va à peu près, mais l’avenir vous inquiète un peu. Un peu plus de clarté apaise souvent cette inquiétude bien plus qu’on ne le pense.',
        nextSteps: [
          'Notez sur une seule page vos dépenses fixes mensuelles et votre revenu net, pour connaître votre vraie marge.',
          'Mettez en place un virement automatique le jour de la paie, même modeste, vers un compte d’épargne séparé.',
          'Résiliez ou suspendez un abonnement ou une dépense régulière qui ne vous apporte plus grand-chose.',
        ],
        coachingQuestion:
          'À quoi ressemblerait « avoir assez » pour vous, en chiffres et dans la façon dont vos journées seraient vécues ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter une vraie pression : des factures difficiles à payer, une dette qui ne cesse de grossir, des revenus incertains ou l’appréhension d’ouvrir votre application bancaire. Les soucis d’argent débordent souvent sur le sommeil, les relations et la santé ; il est donc normal que ce domaine vous paraisse lourd. Vous n’êtes pas seul dans cette situation, et une aide gratuite existe souvent.',
        nextSteps: [
          'Listez sur une seule feuille chaque facture et chaque dette, avec son montant et son échéance ; voir l’ensemble fait généralement moins peur que d’imaginer.',
          'Contactez un service gratuit et indépendant de conseil budgétaire ou d’accompagnement au surendettement dans votre pays, et demandez quel soutien il propose.',
          'Repérez le paiement le plus urgent et contactez l’organisme concerné avant l’échéance pour demander quelles solutions de paiement sont possibles.',
        ],
        coachingQuestion:
          'Quelle conversation sur l’argent évitez-vous depuis un moment, et qu’est-ce qui pourrait changer si vous l’aviez ce mois-ci ?',
      },
    },
  },

  'physical-health': {
    about:
      'La santé physique recouvre la façon dont votre corps se sent et fonctionne au quotidien : énergie, sommeil, mouvement, alimentation, et la manière dont vous vivez avec une maladie ou une douleur. Elle dépend des habitudes, des circonstances et des gènes ; votre score reflète donc votre satisfaction, pas votre discipline.',
    research: {
      finding:
        'Une analyse groupée de 15 études de cohorte portant sur environ 47 000 adultes a montré qu’un plus grand nombre de pas quotidiens était associé à un risque plus faible de décès pendant la période de suivi. Le bénéfice se stabilisait autour de 6 000 à 8 000 pas par jour chez les adultes de 60 ans et plus, et de 8 000 à 10 000 chez les plus jeunes : 10 000 n’est donc pas un chiffre magique, et chez les personnes qui marchaient peu, même une hausse modeste était associée à un risque plus faible.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'méta-analyse de 15 études de cohorte (observationnelles)',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé peut signifier que votre corps est plutôt un allié : vous dormez assez bien, vous bougez régulièrement et vous avez de l’énergie pour ce qui compte. Cela reflète souvent des habitudes devenues automatiques. L’enjeu est peut-être maintenant de les rendre solides face aux périodes chargées.',
        nextSteps: [
          'Notez les deux habitudes qui vous maintiennent le plus en forme, et définissez la version minimale de chacune pour une semaine chaotique.',
          'Ajoutez un type de mouvement que vous pratiquez moins, comme le renforcement musculaire, l’équilibre ou les étirements, dix minutes deux jours cette semaine.',
          'Prenez le rendez-vous de contrôle, de dépistage ou chez le dentiste que vous comptez prendre depuis un moment.',
        ],
        coachingQuestion:
          'Que voulez-vous que votre corps vous permette de faire à 75 ans, et qu’est-ce qui, dans vos habitudes d’aujourd’hui, y contribue déjà ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que certaines choses fonctionnent et que d’autres ont glissé : vous bougez peut-être mais dormez mal, ou mangez bien mais sortez rarement. Vous vous sentez globalement bien, tout en remarquant des baisses d’énergie, des raideurs ou du stress qui se manifeste dans le corps. Ici, de petits changements précis tiennent mieux dans la durée que de grands bouleversements.',
        nextSteps: [
          'Pendant cinq jours, notez simplement l’heure du coucher, l’heure du réveil et votre énergie de 1 à 10 chaque après-midi.',
          'Associez une marche de dix minutes à quelque chose que vous faites déjà chaque jour, comme la fin du déjeuner ou le trajet de l’école.',
          'Prévoyez un repas à l’avance cette semaine, avec des légumes et des protéines, au lieu de vous rabattre sur ce qui est le plus rapide.',
        ],
        coachingQuestion:
          'Quel changement améliorerait le plus la façon dont vous vous sentez un mardi ordinaire, et qu’est-ce qui vous a empêché de le commencer ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter de la douleur, une maladie, de l’épuisement, ou simplement le sentiment d’avoir perdu le contact avec votre corps après une période difficile. Cela rend souvent tout le reste de la roue plus difficile aussi. Soyez indulgent avec vous-même, et si ce score traduit des symptômes, des douleurs ou des changements qui vous inquiètent, en parler à un médecin ou à un autre professionnel de santé est une première étape raisonnable.',
        nextSteps: [
          'Si quelque chose vous préoccupe, prenez rendez-vous avec un médecin ou une infirmière cette semaine, et notez vos questions à l’avance.',
          'Choisissez le début le plus doux possible : cinq minutes de marche, quelques étirements, ou vous coucher 20 minutes plus tôt trois soirs.',
          'Demandez à une personne de vous aider pour une chose précise, comme vous accompagner en promenade ou cuisiner un repas ensemble.',
        ],
        coachingQuestion:
          'Quel serait, dans une semaine, un signe réaliste que vous avez recommencé à prendre soin de votre corps ?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Le bien-être émotionnel concerne ce que vous ressentez la plupart du temps et la façon dont vous accueillez les émotions qui surviennent : stress, tristesse, colère, inquiétude et joie. Il ne s’agit pas de se sentir toujours bien, mais d’avoir de la place pour toute la palette des émotions et des moyens de se remettre des plus difficiles.',
    research: {
      finding:
        'Lors d’une expérience en laboratoire, les personnes invitées à regarder un film dérangeant avec une attitude détachée et analytique ressentaient moins de dégoût que celles qui le regardaient simplement, tandis que celles à qui l’on demandait de cacher leurs émotions en montraient moins extérieurement mais présentaient une activation physiologique plus forte. Changer la manière dont on pense une situation, ce qu’on appelle la réévaluation cognitive, est depuis devenu l’une des façons de gérer ses émotions les plus étudiées.',
      sources: ['Gross (1998)'],
      evidence: 'expérience en laboratoire, confirmée ensuite par de nombreuses études',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous vous sentez souvent stable : vous remarquez vos émotions, savez les nommer et retrouvez généralement votre équilibre après une journée difficile. Cela peut aussi vouloir dire que vous avez des personnes ou des pratiques qui vous aident à traverser ce qui arrive. Savoir ce qui vous soutient aujourd’hui est précieux pour les périodes plus dures que chacun finit par connaître.',
        nextSteps: [
          'Notez les trois choses qui vous aident le plus sûrement à vous remettre d’une journée difficile, et gardez la liste bien en vue.',
          'Pendant cinq soirs, notez une chose qui s’est bien passée dans la journée et pourquoi elle s’est bien passée.',
          'Demandez à un proche comment il va vraiment, et écoutez sans chercher à régler quoi que ce soit.',
        ],
        coachingQuestion:
          'Qu’est-ce que les moments difficiles que vous avez traversés vous ont appris sur vous-même, et comment voulez-vous vous en servir ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que vous faites face, mais au prix d’un effort : le stress s’attarde peut-être, les soucis tournent en boucle le soir, ou vous gardez les choses pour vous au lieu de les traverser. Vous avez peut-être de bons jours et des jours ternes sans trop savoir pourquoi. Repérer ces schémas est souvent le premier pas pour les faire évoluer.',
        nextSteps: [
          'Trois fois par jour cette semaine, faites une pause et nommez ce que vous ressentez en un ou deux mots ; mettre des mots sur ses émotions tend à en atténuer l’intensité.',
          'Quand quelque chose vous contrarie, notez une autre façon de voir la situation, non pour nier ce que vous ressentez, mais pour élargir le regard.',
          'Deux jours cette semaine, prenez 15 minutes pour écrire librement sur quelque chose qui vous pèse.',
        ],
        coachingQuestion:
          'Quelle émotion portez-vous depuis un moment sans lui avoir vraiment fait de place, et de quoi a-t-elle besoin de votre part ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier que vous vous sentez triste, anxieux, vide ou submergé depuis un moment, et que les choses ordinaires vous demandent plus d’efforts qu’avant. C’est difficile, et ce n’est pas un échec personnel. Si la déprime ou l’anxiété dure depuis deux semaines ou plus, ou vous complique la vie quotidienne, envisagez d’en parler à un médecin, à un psychologue ou à un autre professionnel de la santé mentale ; si vous vous sentez un jour en danger ou pensez à vous faire du mal, contactez immédiatement les services d’urgence ou une ligne d’écoute.',
        nextSteps: [
          'Dites à une personne de confiance comment vous vous sentez vraiment, même en une ou deux phrases.',
          'Prenez rendez-vous avec un médecin ou un psychologue, ou cherchez une ligne d’écoute en santé mentale dans votre pays et enregistrez le numéro dans votre téléphone.',
          'Choisissez une toute petite chose qui vous fait habituellement un peu de bien, comme une courte marche, une douche ou un appel, et faites-la une fois par jour.',
        ],
        coachingQuestion:
          'Qui pourriez-vous laisser approcher un peu plus en ce moment, et que voudriez-vous que cette personne sache ?',
      },
    },
  },

  family: {
    about:
      'Ce domaine couvre vos relations avec les personnes que vous considérez comme votre famille, par le sang, le mariage, l’adoption ou le choix : parents, enfants, frères et sœurs et le cercle plus large. Il inclut la proximité, le soutien, le temps passé ensemble et la manière dont les conflits et les obligations sont gérés.',
    research: {
      finding:
        'L’étude de Harvard sur le développement adulte suit ses participants, puis leurs familles, depuis 1938. Ses directeurs rapportent que les personnes ayant des relations proches plus chaleureuses, notamment familiales, avaient tendance à rester en meilleure santé et plus heureuses en vieillissant.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'étude de cohorte de très longue durée, commencée en 1938',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé peut signifier que vos relations familiales sont chaleureuses et fiables : vous pouvez être vous-même, demander de l’aide et traverser les désaccords sans dégâts durables. Cela reflète souvent des années de petits efforts de part et d’autre. De bons liens familiaux demandent tout de même de l’attention, surtout lors des changements : déménagements, naissances, maladie ou parents vieillissants.',
        nextSteps: [
          'Dites à un membre de votre famille, concrètement, ce qu’il a représenté pour vous ces derniers temps, en personne, par message ou dans un petit mot.',
          'Lancez ou relancez un petit rituel, comme un appel hebdomadaire, un repas partagé ou un fil de photos de famille.',
          'Demandez à un parent plus âgé de vous raconter un épisode de sa vie que vous n’avez jamais entendu, et notez ce qu’il vous dit.',
        ],
        coachingQuestion:
          'Que voulez-vous avant tout que votre famille retienne de la façon dont vous avez été présent pour elle ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que la vie de famille a de bons moments, mais aussi de la distance, des frictions ou un déséquilibre : les échanges tournent peut-être surtout autour de l’organisation, une relation est tendue, ou vous portez une plus grande part de la charge que les autres. Vous pouvez aimer votre famille et trouver pourtant fatigant le temps passé avec elle. Les deux peuvent être vrais, et nommer ce que vous aimeriez voir changer est un bon début.',
        nextSteps: [
          'Choisissez la relation familiale que vous aimeriez le plus améliorer et notez une chose que vous appréciez chez cette personne.',
          'Prévoyez cette semaine une demi-heure avec un membre de votre famille qui ne soit consacrée ni aux corvées, ni aux plannings, ni aux problèmes.',
          'Si vous assumez une part injuste des tâches familiales, listez-les et choisissez-en une à confier à quelqu’un d’autre.',
        ],
        coachingQuestion:
          'Quelle relation familiale changerait le plus votre vie si elle devenait un peu plus simple, et quelle est votre part dans cela ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter un conflit, une rupture de liens, un deuil, un sentiment de solitude au sein de votre famille, ou le poids de prendre soin d’un proche. La souffrance familiale est souvent profonde parce que ces relations font partie de ce que nous sommes. C’est à vous de décider quel degré de proximité est sain pour vous, et parfois cela veut dire trouver ailleurs un soutien qui ressemble à celui d’une famille.',
        nextSteps: [
          'Notez ce dont vous avez le plus besoin de la part de votre famille en ce moment, comme de la compréhension, une aide concrète, de l’espace ou de la paix, sans vous juger.',
          'Si les échanges sont tendus, fixez une limite qui vous protège, comme une durée maximale pour les visites ou un sujet que vous n’aborderez pas.',
          'Cette semaine, prenez contact avec une personne, de votre famille ou non, qui est comme une famille pour vous.',
        ],
        coachingQuestion:
          'Quel lien familial souhaitez-vous avoir dans votre vie, et qui, de votre famille ou non, pourrait en faire partie ?',
      },
    },
  },

  friends: {
    about:
      'Ce domaine concerne vos amitiés : avoir des personnes dont vous appréciez la compagnie, en qui vous avez confiance et sur qui vous pouvez compter, et le temps et l’énergie que vous consacrez à ces liens. Il couvre à la fois les amis proches et le cercle plus large de visages familiers qui rendent la vie moins solitaire.',
    research: {
      finding:
        'Une méta-analyse de 148 études, portant au total sur plus de 300 000 personnes, a montré que les personnes ayant des relations sociales plus solides avaient une probabilité de survie supérieure d’environ 50 % sur la durée des études. L’ampleur de ce lien était comparable à celle de facteurs de risque bien connus comme le tabagisme, même si des études observationnelles comme celles-ci ne peuvent pas prouver un lien de cause à effet.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'méta-analyse de 148 études',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous avez des amis dont vous appréciez la compagnie et sur qui vous pouvez compter, et que vous prenez du temps pour eux. Cela peut aussi vouloir dire que vous excellez dans le travail discret de l’amitié : se souvenir, inviter, être là. Les amitiés évoluent avec les étapes de la vie ; cela mérite donc d’être protégé plutôt que considéré comme acquis.',
        nextSteps: [
          'Envoyez un court message à un ami pour lui dire une chose précise que vous appréciez chez lui.',
          'Inscrivez dans votre agenda un rendez-vous régulier avec un ami proche, comme une promenade ou un appel chaque mois.',
          'Invitez une personne en marge de votre cercle à vous rejoindre dans une activité que vous faites déjà.',
        ],
        coachingQuestion:
          'Quelles amitiés voulez-vous encore avoir dans vingt ans, et qu’est-ce qui les fera vivre ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que vous avez des amis mais que vous les voyez moins que vous le voudriez, ou que ces amitiés se sont espacées au fil de vies bien remplies. Peut-être êtes-vous généralement celui ou celle qui fait le premier pas, ou vous manque-t-il quelqu’un à qui vous confier vraiment. Beaucoup de gens ressentent cela, surtout après un déménagement, un nouvel emploi ou l’arrivée d’enfants.',
        nextSteps: [
          'Écrivez à un ami à qui vous n’avez pas parlé depuis un moment, simplement pour lui dire que vous avez pensé à lui ; les gens apprécient ce genre de message plus qu’on ne le croit.',
          'Transformez une activité régulière, comme un cours, la promenade du chien ou une pause café, en moment partagé avec un ami.',
          'Lors de votre prochaine conversation avec un ami, revenez sur quelque chose qu’il vous a raconté la dernière fois et posez-lui une question à ce sujet.',
        ],
        coachingQuestion:
          'Quel genre d’ami voulez-vous être à cette étape de votre vie, et à quoi cela ressemblerait-il ce mois-ci ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier que vous vous sentez seul, que vous vous êtes éloigné de vos anciens amis, ou que vous êtes dans un nouvel endroit sans cercle pour l’instant. Cela peut être douloureux, et c’est plus fréquent qu’on ne l’avoue. L’amitié grandit généralement grâce à du temps passé ensemble de façon répétée ; de petits contacts réguliers comptent donc souvent plus que la recherche d’une relation parfaite.',
        nextSteps: [
          'Choisissez une activité de groupe régulière, comme un cours, un club, une mission de bénévolat ou une équipe, et allez-y au moins deux fois : la familiarité se construit avec la répétition.',
          'Envoyez un message à un ancien ami ou à une connaissance sympathique en proposant un moment précis pour vous voir ou vous parler.',
          'Acceptez une invitation que vous auriez normalement déclinée, et restez au moins une demi-heure.',
        ],
        coachingQuestion:
          'À quel moment de votre semaine pourriez-vous voir les mêmes personnes assez régulièrement pour qu’une amitié ait une chance de naître ?',
      },
    },
  },

  'relationships-love': {
    about:
      'Ce domaine couvre l’amour et l’intimité : votre couple actuel ou, si vous êtes célibataire, ce que vous ressentez face aux rencontres, à l’amour et au fait d’être seul. Il inclut la tendresse, la confiance, la communication, la proximité physique et le sentiment d’être vraiment connu.',
    research: {
      finding:
        'La façon dont les partenaires réagissent aux bonnes nouvelles de l’autre compte. Dans une série d’études, les personnes dont le partenaire réagissait habituellement avec un enthousiasme sincère et engagé, ce qu’on appelle une réponse active et constructive, décrivaient des relations plus satisfaisantes et plus confiantes que celles dont le partenaire réagissait de façon passive ou dédaigneuse.',
      sources: ['Gable et al. (2004)'],
      evidence: 'série d’études, dont des recherches par journal quotidien',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé peut signifier que votre vie amoureuse est proche, rassurante et vivante, qu’il s’agisse d’une relation qui vous nourrit ou d’une vie de célibataire qui vous convient vraiment. Cela reflète souvent de la confiance et de bonnes habitudes d’attention au quotidien. Les relations évoluent avec le temps ; continuer à s’investir, même quand tout va bien, peut aider.',
        nextSteps: [
          'Quand une personne que vous aimez partage une bonne nouvelle cette semaine, réagissez avec une vraie curiosité : posez des questions et laissez-la revivre le moment.',
          'Prévoyez une activité nouvelle à faire ensemble, que ni l’un ni l’autre n’a jamais essayée, ou quelque chose de nouveau pour vous si vous êtes célibataire.',
          'Dites à votre partenaire, ou à une personne que vous aimez, une chose précise qu’il ou elle a faite récemment et qui vous a fait vous sentir aimé.',
        ],
        coachingQuestion:
          'De quoi l’amour a-t-il besoin de votre part à cette étape de votre vie, dont il n’avait pas besoin il y a quelques années ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que les choses vont bien sans être aussi proches que vous le voudriez : votre partenaire et vous êtes peut-être devenus deux gestionnaires très occupés du quotidien, ou, si vous êtes célibataire, vous hésitez face aux rencontres ou à ce que vous voulez. Il vous manque peut-être le sentiment d’être vu, désiré ou profondément compris. Ces sentiments sont fréquents et réagissent généralement bien à un peu d’attention.',
        nextSteps: [
          'Rangez votre téléphone pendant 20 minutes avec votre partenaire et posez-lui une question dont vous ne connaissez pas déjà la réponse.',
          'Cette semaine, remarquez les petites sollicitations d’attention, comme une remarque, un geste tendre ou une blague partagée, et tournez-vous vers elles plutôt que de les laisser passer.',
          'Si vous êtes célibataire, notez trois choses que vous voulez ressentir dans une relation, et pas seulement les qualités que vous recherchez chez quelqu’un.',
        ],
        coachingQuestion:
          'Qu’est-ce qui vous aiderait à vous sentir plus proche en amour, et quelle part de cela est à votre portée cette semaine ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter une relation marquée par des conflits fréquents ou de la distance, une rupture ou une perte récente, ou encore de la solitude et un manque si vous êtes célibataire. Cela peut peser sur le sommeil, l’humeur et l’estime de soi. Ce que vous ressentez a du sens, et si une relation vous fait un jour vous sentir en danger ou avoir peur, contactez une ligne d’écoute pour les violences conjugales ou une personne de confiance.',
        nextSteps: [
          'Notez, rien que pour vous, ce qui vous manque le plus et ce que vous ne voulez plus, sans rien décider pour l’instant.',
          'Si vous êtes en couple, choisissez un moment calme pour exprimer un besoin, en partant de ce que vous ressentez plutôt que de ce que votre partenaire fait mal.',
          'Envisagez de prendre rendez-vous avec un thérapeute de couple ou individuel, ne serait-ce que pour y voir plus clair sur votre situation.',
        ],
        coachingQuestion:
          'À quoi devrait ressembler une relation aimante, y compris celle que vous avez avec vous-même, pour que vous vous y sentiez en sécurité et apprécié ?',
      },
    },
  },

  'community-giving': {
    about:
      'Ce domaine concerne votre place dans le monde qui vous entoure : le quartier, les groupes et les causes auxquels vous appartenez, et les façons dont vous contribuez, par votre temps, votre argent, vos compétences ou une simple gentillesse. Il reflète le sentiment de faire partie de quelque chose de plus grand que votre propre cercle.',
    research: {
      finding:
        'Une revue systématique a montré que dans les études de cohorte au long cours, les personnes qui faisaient du bénévolat déclaraient moins de dépression, une plus grande satisfaction de vie et un meilleur bien-être, et avaient un risque plus faible de décès pendant le suivi. Les essais randomisés n’ont pas confirmé ces bénéfices de façon constante : le bénévolat peut aider, mais il se peut aussi que les personnes en meilleure santé et plus heureuses soient plus enclines à en faire.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'revue systématique et méta-analyse de 40 articles (essais et études de cohorte)',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous vous sentez lié à une communauté et que vous y contribuez d’une façon qui a du sens pour vous. Vous êtes peut-être quelqu’un que les voisins connaissent, ou qui s’engage pour une cause année après année. Il vaut la peine de vérifier que donner vous nourrit toujours, au lieu de vous épuiser en silence.',
        nextSteps: [
          'Notez la contribution qui a le plus de sens pour vous, et pourquoi, afin de la préserver quand la vie s’accélère.',
          'Invitez une nouvelle personne à vous accompagner dans un groupe, un événement ou une cause dont vous faites partie.',
          'Remerciez une personne qui fait vivre votre communauté, comme un organisateur, un bénévole ou un voisin qui veille sur les autres.',
        ],
        coachingQuestion:
          'En quoi aimeriez-vous que votre communauté soit différente parce que vous en avez fait partie ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que votre communauté vous tient à cœur mais que vous y êtes moins impliqué que vous le voudriez ; le temps manque peut-être, ou vous n’avez pas encore trouvé votre place. Peut-être donnez-vous de temps en temps, sans que cela semble lié à vos valeurs. De petites contributions régulières sont souvent plus satisfaisantes que de grands gestes occasionnels.',
        nextSteps: [
          'Faites un petit geste de gentillesse envers un voisin ou un inconnu cinq jours de suite, et observez ce que vous ressentez.',
          'Renseignez-vous sur un groupe ou une cause locale lié à quelque chose qui vous tient à cœur, et découvrez ce qu’impliquerait un premier pas.',
          'Ayez une vraie conversation, pas seulement un signe de tête, avec une personne que vous croisez souvent mais connaissez à peine, comme un commerçant ou un voisin.',
        ],
        coachingQuestion:
          'Quelle cause ou quel groupe vous tient assez à cœur pour y consacrer une heure par mois, et qu’est-ce qui vous en a empêché jusqu’ici ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier que vous vous sentez coupé des personnes et des lieux qui vous entourent, ou que contribuer vous semble hors de portée parce que votre propre vie est exigeante en ce moment. Les deux sont compréhensibles. Le sentiment d’appartenance peut commencer tout petit : un visage familier, une courte conversation ou une modeste façon d’aider.',
        nextSteps: [
          'Apprenez le prénom d’un voisin ou d’un visage familier de votre quartier, et utilisez-le la prochaine fois que vous le croisez.',
          'Prenez 15 minutes pour regarder ce qui se passe près de chez vous, comme les activités de la bibliothèque, un jardin partagé ou un groupe religieux ou culturel, et notez une chose à essayer.',
          'Rendez un service qui prend moins de dix minutes, comme laisser un avis bienveillant à un commerce local ou proposer de porter quelque chose pour quelqu’un.',
        ],
        coachingQuestion:
          'Où ressentez-vous déjà, même un peu, un sentiment d’appartenance, et comment pourriez-vous y passer un peu plus de temps ?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Les loisirs et le plaisir couvrent le jeu, les passions, le repos et tout ce que vous faites simplement parce que vous aimez ça. C’est là que vous rechargez vos batteries, explorez et perdez la notion du temps, et c’est souvent la première chose sacrifiée quand la vie s’accélère.',
    research: {
      finding:
        'Une méta-analyse a mis en évidence un lien modéré entre loisirs et bien-être, des études longitudinales et expérimentales suggérant que les loisirs peuvent augmenter le bien-être, et pas seulement en être le reflet. La fréquence des loisirs et leur diversité comptaient davantage que le temps total qui leur était consacré.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'méta-analyse de 37 tailles d’effet portant sur plus de 11 000 personnes',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous faites de la place au plaisir : vous avez des activités qui vous absorbent, des personnes avec qui vous amuser et du temps qui vous appartient. Vous avez peut-être compris que s’amuser n’est pas seulement une récompense une fois que tout le reste est fait. C’est une vraie force, qui soutient souvent le reste de votre roue.',
        nextSteps: [
          'Essayez cette semaine une nouvelle activité un peu en dehors de vos habitudes, comme un autre sport, une activité manuelle ou un jeu.',
          'Partagez une passion avec quelqu’un en l’invitant à vous accompagner ou en lui apprenant les bases.',
          'Remarquez quelle activité vous a fait perdre la notion du temps cette semaine, et notez ce qui la rendait si prenante.',
        ],
        coachingQuestion:
          'À quel type de jeu n’avez-vous plus fait de place depuis votre jeunesse, et que ressentiriez-vous à en retrouver un peu ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que vous avez un peu de temps libre, mais qu’il sert surtout à récupérer : faire défiler l’écran, regarder la télévision ou vous effondrer en fin de journée. Cela a sa place, mais ressource rarement autant qu’une activité physique, sociale ou absorbante. Vos passions ont peut-être disparu de votre agenda sans que vous l’ayez vraiment décidé.',
        nextSteps: [
          'Réservez cette semaine un créneau de deux heures pour quelque chose que vous aimez, et protégez-le comme un rendez-vous.',
          'Listez dix choses qui vous ont apporté de la joie par le passé et faites-en une avant la fin du week-end.',
          'Deux soirs, remplacez 20 minutes passées à faire défiler l’écran par une activité concrète, comme cuisiner, faire de la musique, dessiner ou un puzzle.',
        ],
        coachingQuestion:
          'Quand vous êtes-vous senti pour la dernière fois vraiment absorbé par quelque chose, juste pour le plaisir, et qu’est-ce qui était différent alors ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier qu’il ne vous reste presque ni temps ni énergie pour le plaisir, ou que des choses que vous aimiez ont perdu leur éclat. Cela arrive souvent avec une forte charge de travail, des responsabilités d’aidant ou un moral en berne. Même de petites doses de jeu peuvent aider, et si rien ne vous a fait plaisir depuis des semaines, il vaut la peine d’en parler à un médecin.',
        nextSteps: [
          'Choisissez un plaisir de dix minutes pour chaque jour de cette semaine, comme une chanson préférée, une courte promenade dans un endroit agréable ou une petite partie de jeu, et savourez-le sans rien faire d’autre en même temps.',
          'Parcourez votre agenda et récupérez une heure prise par une obligation qui compte moins que vous ne le pensiez.',
          'Proposez à un ami ou à un membre de votre famille de faire avec vous quelque chose de léger, sans autre but que d’en profiter.',
        ],
        coachingQuestion:
          'Que feriez-vous d’un après-midi libre si vous n’aviez à le justifier auprès de personne, pas même de vous-même ?',
      },
    },
  },

  'physical-environment': {
    about:
      'Ce domaine concerne les lieux où vous vivez et travaillez : votre logement, votre espace de travail, votre quartier, et votre accès à la lumière, au calme et à la nature. L’environnement influence l’humeur et l’énergie bien plus qu’on ne le remarque souvent, en bien comme en mal.',
    research: {
      finding:
        'Dans une enquête menée auprès de près de 20 000 personnes en Angleterre, celles qui passaient au moins 120 minutes par semaine dans la nature étaient plus nombreuses à se déclarer en bonne santé et à faire état d’un bien-être élevé que celles qui n’y passaient aucun temps. Que ce temps soit pris en une longue sortie ou en plusieurs plus courtes ne semblait pas compter, même si une enquête de ce type montre une association, et non une preuve de cause.',
      sources: ['White et al. (2019)'],
      evidence: 'grande enquête nationale',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que votre environnement vous soutient globalement : votre logement est un lieu où vous reposer, votre espace de travail est fonctionnel, et vous avez accès à la lumière, au grand air ou à la verdure. Cela reflète peut-être des choix faits avec soin au fil du temps. Un peu d’entretien dès maintenant peut le préserver à mesure que vos besoins évoluent.',
        nextSteps: [
          'Faites le tour de votre logement, repérez l’endroit qui vous apporte le plus de calme et notez ce qui le rend si agréable.',
          'Passez au moins deux heures dehors cette semaine, près de la verdure ou de l’eau, en autant de fois que vous le souhaitez.',
          'Réparez ou terminez une petite chose que vous contournez depuis un moment, comme une ampoule grillée, une porte qui grince ou une pile d’affaires dans l’entrée.',
        ],
        coachingQuestion:
          'Comment voulez-vous que votre espace soutienne la vie vers laquelle vous évoluez ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que votre espace convient sans être tout à fait juste : le désordre s’accumule peut-être, une pièce ne correspond pas à votre façon de l’utiliser, le bruit ou la lumière vous gêne, ou vous sortez rarement. Vous ressentez peut-être ces choses comme un stress diffus en arrière-plan plutôt que comme de vrais problèmes. De petits changements dans un espace peuvent transformer étonnamment vite la façon dont on s’y sent.',
        nextSteps: [
          'Choisissez une surface, comme une table, un plan de travail ou un bureau, dégagez-la complètement en 15 minutes, et remarquez ce que vous ressentez en l’utilisant ensuite.',
          'Rapprochez votre fauteuil ou votre bureau de la lumière naturelle, ou ajoutez une plante ou une image que vous aimez là où vous passez le plus de temps.',
          'Faites deux fois cette semaine une promenade de 20 minutes dans l’endroit le plus vert près de chez vous.',
        ],
        coachingQuestion:
          'Si votre logement pouvait vous faire ressentir une seule chose à la fin de chaque journée, quelle serait-elle, et qu’est-ce qui s’y oppose ?',
      },
      low: {
        reflect:
          'Un score bas peut refléter un logement exigu, bruyant, peu sûr, chaotique ou qui ne vous ressemble pas vraiment, ou encore un quartier ou des trajets qui vous épuisent. Une partie de tout cela échappe peut-être à votre contrôle, comme le coût du logement ou les voisins, ce qui peut donner un sentiment d’impasse. Malgré tout, de petits changements à votre portée peuvent alléger le stress quotidien pendant que vous réfléchissez à des changements plus importants.',
        nextSteps: [
          'Choisissez un petit coin, ne serait-ce qu’un fauteuil ou une table de chevet, et rendez-le calme et agréable.',
          'Notez les trois choses de votre environnement qui vous dérangent le plus, et signalez celles sur lesquelles vous pouvez agir.',
          'Trouvez près de chez vous un lieu où vous vous sentez bien, comme un parc, une bibliothèque ou un café, et passez-y du temps cette semaine.',
        ],
        coachingQuestion:
          'À quoi ressemblerait un lieu qui vous soutient vraiment, et quel pas vers lui est à votre portée ?',
      },
    },
  },

  'personal-growth': {
    about:
      'Le développement personnel recouvre l’apprentissage, le développement de compétences, une meilleure connaissance de soi et le fait de devenir davantage la personne que vous voulez être. Il inclut la curiosité, la réflexion et le courage d’essayer des choses que vous ne maîtrisez pas encore.',
    research: {
      finding:
        'Le modèle du bien-être psychologique de Carol Ryff considère l’épanouissement personnel, le sentiment de continuer à se développer et à réaliser son potentiel, comme l’une des six composantes essentielles d’une vie réussie, aux côtés du sens de la vie, de l’acceptation de soi, de l’autonomie, de la maîtrise de son environnement et des relations positives. Son questionnaire est largement utilisé dans la recherche sur le bien-être tout au long de la vie adulte.',
      sources: ['Ryff (1989)'],
      evidence: 'étude de construction théorique avec une enquête par questionnaire auprès d’adultes',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous avez le sentiment d’apprendre et de grandir, et d’avancer vers la personne que vous voulez être. Vous aimez peut-être les défis et vous êtes plutôt à l’aise avec le fait de ne pas encore savoir faire quelque chose. Votre prochain palier pourrait être de partager ce que vous apprenez, ou de choisir plus délibérément dans quoi grandir.',
        nextSteps: [
          'Notez la chose la plus importante que vous avez apprise cette année, et à qui il pourrait être utile de l’entendre.',
          'Choisissez une compétence que vous développez et trouvez une source de retours précis, comme un enseignant, un pair ou un enregistrement de vous-même.',
          'Choisissez pour cette semaine un petit pas hors de votre zone de confort, comme poser une question que vous garderiez habituellement pour vous, et faites-le.',
        ],
        coachingQuestion:
          'Vers quelle version de vous-même grandissez-vous, et que ferait cette personne différemment cette semaine ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que vous grandissez sur certains plans mais vous sentez un peu bloqué sur d’autres : peut-être apprenez-vous quand la vie l’exige, mais rarement par choix, ou commencez-vous des choses avant de perdre l’élan. Vous avez peut-être des idées de ce que vous aimeriez développer, sans premier pas clair. La progression repart souvent dès qu’on la rend concrète et modeste.',
        nextSteps: [
          'Nommez une compétence ou une qualité que vous voulez développer et écrivez un plan « si… alors… » : quand et où vous vous entraînerez pendant 15 minutes.',
          'Lisez, regardez ou écoutez une chose cette semaine par pure curiosité, et notez une idée que vous voulez retenir.',
          'Demandez à une personne qui vous connaît bien quel pourrait être, selon elle, votre prochain axe de progression.',
        ],
        coachingQuestion:
          'Qu’est-ce qui éveille votre curiosité et que vous ne vous êtes pas encore autorisé à explorer ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier que vous vous sentez bloqué ou incertain de la personne que vous devenez, ou que la vie a été si exigeante que grandir semble être un luxe. Cela peut aussi refléter un revers qui a ébranlé votre confiance. Grandir n’a rien besoin d’avoir de spectaculaire : de petits pas répétés comptent.',
        nextSteps: [
          'Notez une chose que vous avez apprise ou bien gérée ce mois-ci, même minime, pour vous rappeler que vous continuez à grandir.',
          'Choisissez une toute petite pratique, comme cinq minutes de lecture ou un nouveau mot dans une langue, et associez-la à quelque chose que vous faites déjà chaque jour.',
          'Repensez à une période où vous aviez le sentiment de grandir, et notez ce qui l’a rendue possible.',
        ],
        coachingQuestion:
          'Quel petit pas vous montrerait, dans un mois, que vous vous êtes remis en mouvement ?',
      },
    },
  },

  spirituality: {
    about:
      'La spiritualité désigne ici votre rapport au sens, à la raison d’être et à tout ce que vous vivez comme plus grand que vous, que ce soit à travers une religion, la nature, l’art, des valeurs, la réflexion ou une communauté. C’est quelque chose de profondément personnel, et il n’y a pas de bonne façon de la noter.',
    research: {
      finding:
        'Les recherches menées avec le Meaning in Life Questionnaire distinguent le fait d’avoir trouvé un sens à sa vie du fait d’en chercher un. Le sentiment que sa vie a un sens est régulièrement associé à un plus grand bien-être, et la recherche de sens s’est révélée être une expérience distincte : on peut avoir trouvé du sens et continuer à en chercher davantage.',
      sources: ['Steger et al. (2006)'],
      evidence: 'études de développement d’un questionnaire, menées sur plusieurs échantillons d’étudiants',
    },
    bands: {
      high: {
        reflect:
          'Un score élevé suggère que vous savez clairement ce qui donne du sens à votre vie, et que vous avez des pratiques ou des convictions qui vous ancrent. Cela se manifeste peut-être par un calme dans les moments difficiles ou par un lien ressenti avec quelque chose de plus grand. Cet ancrage peut aussi être une source de force pour les personnes qui vous entourent.',
        nextSteps: [
          'Prenez cette semaine dix minutes au calme pour réfléchir à ce qui vous a semblé le plus porteur de sens ces derniers temps, et pourquoi.',
          'Partagez une pratique, un texte, un lieu ou une musique qui vous ancre avec une personne qui pourrait l’apprécier.',
          'Cherchez cette semaine un moment d’émerveillement, comme un vaste ciel, un morceau de musique ou un acte de courage, et restez-y un peu plus longtemps que d’habitude.',
        ],
        coachingQuestion:
          'Comment votre sens de ce qui compte influence-t-il les choix que vous faites un jour ordinaire ?',
      },
      mid: {
        reflect:
          'Un score moyen signifie souvent que le sens est présent, mais ténu ou intermittent : vous vous sentez peut-être relié à certains moments, puis perdez le fil dans l’agitation du quotidien. Peut-être que d’anciennes convictions ne vous correspondent plus tout à fait et que de nouvelles sont encore en train de se former. Cet entre-deux est courant, et il peut être fécond.',
        nextSteps: [
          'Notez trois valeurs selon lesquelles vous voulez vivre avant tout, et pour chacune, une occasion de l’appliquer cette semaine.',
          'Essayez cinq minutes de silence chaque matin, que ce soit la prière, la méditation, une respiration lente ou simplement rester assis sans votre téléphone.',
          'Passez du temps dans un lieu qui vous fait vous sentir petit, au bon sens du terme, comme le sommet d’une colline, la mer, un vieux bâtiment ou sous un grand ciel.',
        ],
        coachingQuestion:
          'Quand vous sentez-vous le plus relié à quelque chose de plus grand que vous, et comment pourriez-vous y faire plus de place ?',
      },
      low: {
        reflect:
          'Un score bas peut signifier que vous vous sentez coupé du sens ou de votre raison d’être, que la vie est devenue une suite de tâches, ou que des convictions qui vous portaient autrefois ne le font plus. Cela suit parfois un deuil, un épuisement ou une déception. Ce sont parmi les plus anciennes questions humaines, et ne pas avoir de réponses en ce moment fait partie de la condition humaine.',
        nextSteps: [
          'Faites une courte liste de moments de votre vie qui vous ont semblé porteurs de sens, même brièvement, et cherchez ce qu’ils ont en commun.',
          'Passez 20 minutes cette semaine dans un endroit calme, idéalement dehors et sans votre téléphone, et remarquez simplement ce que vous remarquez.',
          'Parlez des questions que vous portez avec une personne dont vous respectez le rapport au sens, comme un ami, un aîné, un responsable religieux ou un thérapeute.',
        ],
        coachingQuestion:
          'Si votre vie était guidée par une seule chose qui compte vraiment pour vous, quelle serait-elle, et qu’est-ce qui changerait ?',
      },
    },
  },
};
