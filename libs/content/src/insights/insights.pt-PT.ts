import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// As fontes citadas mantêm-se exatamente como em insights.en.ts.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Esta área diz respeito ao trabalho que fazes, pago ou não, e a quão bem se ajusta a quem és: se aproveita os teus pontos fortes, se te dá alguma palavra a dizer e se compensa as horas que lhe dedicas. Inclui também o rumo, a sensação de que a tua vida profissional vai na direção que queres.',
    research: {
      finding:
        'A teoria da autodeterminação propõe que as pessoas florescem quando três necessidades básicas estão satisfeitas: autonomia (alguma escolha sobre o que fazes e como), competência (sentires-te capaz e a evoluir) e relação (sentires-te ligado às pessoas à tua volta). Estudos em contexto de trabalho e noutros contextos associam a satisfação destas necessidades a uma motivação mais forte e a mais bem-estar.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'revisão teórica assente em décadas de estudos laboratoriais e de campo',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação tão alta pode significar que o teu trabalho te oferece, neste momento, uma boa mistura de desafio, margem de escolha e pessoas com quem gostas de trabalhar. Muitas vezes mostra que o que fazes durante o dia está razoavelmente alinhado com aquilo que te importa. Pode ser também uma boa altura para reparares no que faz isto resultar, para o protegeres quando as coisas mudarem.',
        nextSteps: [
          'Aponta as duas ou três partes do teu trabalho que mais energia te dão e anota uma forma de manter cada uma delas na tua agenda no próximo mês.',
          'Diz a um colega ou à tua chefia, de forma concreta, o que tem corrido bem para ti; dar-lhe nome torna mais fácil protegê-lo.',
          'Oferece uma hora esta semana para ajudar alguém em início de carreira com algo em que és bom.',
        ],
        coachingQuestion:
          'O que gostarias que fosse verdade no teu trabalho daqui a cinco anos e que hoje só o é em parte?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que o trabalho corre bem na maioria dos dias, mas não está bem onde queres: talvez as tarefas sejam fáceis de gerir, mas já não te desafiem, ou o emprego pague as contas sem o sentires como teu. Podes notar que uma parte te desgasta mais do que o resto. Isso é informação útil, porque pequenas mudanças na forma como fazes o teu trabalho podem mudar a maneira como o vives.',
        nextSteps: [
          'Durante três dias úteis, marca cada tarefa como estimulante, neutra ou desgastante e procura o padrão no fim da semana.',
          'Escolhe uma tarefa desgastante e experimenta uma mudança de «job crafting» (redesenhar o teu próprio trabalho): fá-la de outra forma, fá-la com outra pessoa ou lembra-te de quem ela acaba por ajudar.',
          'Reserva 30 minutos para perguntar a alguém cujo trabalho admiras como foi moldando a sua função ao longo do tempo.',
        ],
        coachingQuestion:
          'Se pudesses redesenhar uma parte da tua função atual sem mudar de emprego, o que mudarias primeiro, e porque é que isso te importa?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir um trabalho que sentes como desgastante, precário ou distante daquilo que te importa, ou pode significar que estás entre empregos, a estudar ou a cuidar de outras pessoas e sentes falta de um rumo. Muitas vezes vem acompanhada de um cansaço que se estende ao resto da vida. Seja qual for a razão, uma pontuação baixa é um sinal que merece ser levado a sério, não um juízo sobre ti.',
        nextSteps: [
          'Escreve uma frase sobre o que mais te desgasta no trabalho neste momento e outra sobre aquilo de que sentirias falta se desaparecesse; a diferença costuma indicar o que mudar.',
          'Escolhe um pequeno limite que consigas manter esta semana, como uma hora fixa para sair em dois dias ou não ver mensagens de trabalho a partir de uma certa hora.',
          'Pede a uma pessoa, como um antigo colega, um mentor ou um orientador de carreira, uma conversa de 20 minutos sobre as tuas opções.',
        ],
        coachingQuestion:
          'O que é que, na tua vida profissional, já não estás disposto a aceitar, e qual seria um primeiro pequeno passo para te afastares disso?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'O bem-estar financeiro tem menos a ver com quanto ganhas e mais com a forma como te sentes em relação ao dinheiro: se consegues cobrir as necessidades de hoje, aguentar uma despesa inesperada e fazer escolhas que te importam. Inclui os hábitos, os planos e as conversas que moldam essa sensação.',
    research: {
      finding:
        'Uma revisão da investigação sobre felicidade sugere que não importa apenas quanto dinheiro as pessoas têm, mas também a forma como o gastam. Gastar em experiências em vez de coisas, gastar com outras pessoas e preferir muitos pequenos prazeres a poucos grandes tende a trazer uma satisfação mais duradoura do que a maioria das compras materiais.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'artigo de revisão que resume muitos estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que o dinheiro está, no essencial, sob controlo: as contas estão pagas, provavelmente tens alguma almofada e podes gastar naquilo que valorizas sem grande preocupação. Pode também significar que tens uma relação tranquila com o dinheiro, o que não é o mesmo que ser rico. Pode ser uma boa altura para confirmares que o teu dinheiro está ao serviço do que mais te importa.',
        nextSteps: [
          'Revê os gastos do mês passado e assinala as três compras que te deram um prazer mais duradouro; repara se foram experiências, tempo ou coisas.',
          'Escolhe uma tarefa de longo prazo que costumas adiar, como rever as tuas contribuições para a reforma, fazer um testamento ou rever os teus seguros, e marca um momento para tratares dela.',
          'Planeia um pequeno gesto de generosidade esta semana, como pagar um café a um amigo ou contribuir para uma causa que te diga algo.',
        ],
        coachingQuestion:
          'Para além da segurança, o que queres que o teu dinheiro torne possível na tua vida nos próximos anos?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que te vais safando, mas sem te sentires totalmente tranquilo: talvez sobre pouco no fim do mês, haja uma dívida em pano de fundo ou a sensação de que devias ser mais organizado do que és. No dia a dia podes sentir-te bem e, ainda assim, inquieto quanto ao futuro. Um pouco mais de clareza costuma aliviar essa inquietação mais do que se espera.',
        nextSteps: [
          'Escreve numa só folha as tuas despesas fixas mensais e o teu ordenado líquido, para conheceres a tua margem real.',
          'Programa uma transferência automática no dia em que recebes o ordenado, por mais pequena que seja, para uma conta poupança à parte.',
          'Cancela ou suspende uma subscrição ou despesa regular que já não valorizas.',
        ],
        coachingQuestion:
          'Como seria, para ti, ter o suficiente, tanto em números como na forma como os teus dias se sentiriam?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir uma pressão real: contas difíceis de pagar, dívidas que não param de crescer, rendimentos incertos ou receio de abrir a aplicação do banco. As preocupações com dinheiro costumam alastrar ao sono, às relações e à saúde, por isso faz sentido que esta área pese. Não estás sozinho nisto, e muitas vezes existe ajuda gratuita.',
        nextSteps: [
          'Faz uma lista numa só folha com cada conta e cada dívida, o respetivo valor e a data de vencimento; ver o quadro completo costuma assustar menos do que imaginá-lo.',
          'Contacta um serviço gratuito e independente de apoio ao endividamento ou de aconselhamento financeiro no teu país e pergunta que apoio oferece.',
          'Escolhe o pagamento mais urgente e contacta essa empresa antes da data de vencimento para perguntar que opções de pagamento existem.',
        ],
        coachingQuestion:
          'Que conversa sobre dinheiro tens andado a evitar, e o que poderia mudar se a tivesses este mês?',
      },
    },
  },

  'physical-health': {
    about:
      'A saúde física abrange a forma como o teu corpo se sente e funciona no dia a dia: energia, sono, movimento, alimentação e a forma como vives com alguma doença ou dor. É influenciada por hábitos, circunstâncias e genes, por isso a tua pontuação reflete quão satisfeito estás, não quão disciplinado és.',
    research: {
      finding:
        'Uma análise agregada de 15 estudos de coorte com cerca de 47 000 adultos concluiu que mais passos diários estavam associados a um menor risco de morte durante o período de seguimento. O benefício estabilizava por volta dos 6000 a 8000 passos por dia nos adultos com 60 ou mais anos e dos 8000 a 10 000 nos adultos mais novos, pelo que os 10 000 não são um número mágico; e, em quem andava pouco, até aumentos modestos estavam associados a menor risco.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-análise de 15 estudos de coorte (observacionais)',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que sentes o teu corpo, quase sempre, como um aliado: dormes razoavelmente bem, mexes-te com regularidade e tens energia para aquilo que te importa. Muitas vezes reflete rotinas que se tornaram automáticas. A principal tarefa agora talvez seja tornar essas rotinas resistentes quando a vida aperta.',
        nextSteps: [
          'Aponta os dois hábitos que mais te mantêm bem e decide qual seria a versão mínima de cada um numa semana caótica.',
          'Acrescenta um tipo de movimento que fazes menos, como força, equilíbrio ou alongamentos, durante dez minutos em dois dias desta semana.',
          'Marca o check-up, o rastreio ou a consulta no dentista que tens andado a adiar.',
        ],
        coachingQuestion:
          'O que queres que o teu corpo te deixe fazer aos 75 anos, e o que na tua rotina de hoje já está a construir isso?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que algumas coisas funcionam e outras ficaram para trás: talvez te mexas mas durmas mal, ou comas bem mas raramente saias ao ar livre. Podes sentir-te bem de um modo geral e, mesmo assim, notar quebras de energia, rigidez ou stress a manifestarem-se no corpo. Aqui, mudanças pequenas e concretas tendem a durar mais do que grandes revoluções.',
        nextSteps: [
          'Faz um registo simples durante cinco dias: hora de deitar, hora de acordar e a tua energia de 1 a 10 em cada tarde.',
          'Associa uma caminhada de dez minutos a algo que já fazes todos os dias, como acabar de almoçar ou levar os miúdos à escola.',
          'Planeia uma refeição esta semana para que inclua legumes e proteína, em vez de recorreres ao que for mais rápido.',
        ],
        coachingQuestion:
          'Que mudança mais melhoraria a forma como te sentes numa terça-feira qualquer, e o que te tem impedido de começar?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir dor, doença, exaustão ou simplesmente a sensação de teres perdido o contacto com o teu corpo depois de uma fase difícil. Muitas vezes torna também mais difícil tudo o resto na roda. Sê gentil contigo e, se a pontuação refletir sintomas, dores ou alterações que te preocupam, falar com um médico ou outro profissional de saúde é um primeiro passo sensato.',
        nextSteps: [
          'Se algo te anda a incomodar, marca uma consulta com um médico ou enfermeiro esta semana e aponta as tuas perguntas antes.',
          'Escolhe o começo mais suave possível: uma caminhada de cinco minutos, alguns alongamentos ou deitares-te 20 minutos mais cedo em três noites.',
          'Pede a uma pessoa ajuda com uma coisa concreta, como ir caminhar contigo ou cozinharem uma refeição juntos.',
        ],
        coachingQuestion:
          'Daqui a uma semana, qual seria um sinal realista de que voltaste a cuidar do teu corpo?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'O bem-estar emocional tem a ver com a forma como te sentes a maior parte do tempo e com a maneira como lidas com as emoções que surgem: stress, tristeza, raiva, preocupação e alegria. Não se trata de te sentires sempre bem, mas de haver espaço para toda a gama de emoções e formas de recuperares das mais difíceis.',
    research: {
      finding:
        'Numa experiência laboratorial, as pessoas a quem se pediu que vissem um filme perturbador com uma atitude distanciada e analítica sentiram menos repulsa do que as que simplesmente o viram, enquanto as que receberam instruções para esconder o que sentiam mostraram menos emoção exterior, mas mais ativação fisiológica. Mudar a forma como se pensa sobre uma situação, a chamada reavaliação, tornou-se desde então uma das formas de gerir emoções mais estudadas.',
      sources: ['Gross (1998)'],
      evidence: 'experiência laboratorial, mais tarde apoiada por muitos estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que te sentes muitas vezes estável: reparas nas tuas emoções, consegues dar-lhes nome e normalmente encontras o caminho de volta depois de um dia difícil. Pode também significar que tens pessoas ou práticas que te ajudam a processar o que acontece. Saber o que te sustenta agora é valioso para as fases mais duras, que chegam a toda a gente.',
        nextSteps: [
          'Aponta as três coisas que mais te ajudam a recuperar depois de um dia difícil e deixa a lista num sítio onde a vejas.',
          'Durante cinco noites, anota uma coisa que correu bem nesse dia e porque correu bem.',
          'Pergunta a alguém próximo como está de verdade e ouve sem tentares resolver nada.',
        ],
        coachingQuestion:
          'O que te ensinaram sobre ti os momentos difíceis que ultrapassaste, e como queres usar isso?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que vais aguentando, mas com esforço: o stress pode arrastar-se, as preocupações podem repetir-se à noite, ou podes estar a guardar as coisas para ti em vez de as trabalhares. Talvez tenhas dias bons e dias cinzentos sem perceberes bem porquê. Reparar nos padrões é muitas vezes o primeiro passo para os mudar.',
        nextSteps: [
          'Três vezes por dia esta semana, faz uma pausa e dá nome ao que estás a sentir em uma ou duas palavras; pôr os sentimentos em palavras costuma atenuá-los um pouco.',
          'Quando algo te perturbar, escreve outra forma de ver a situação, não para negar o que sentes, mas para alargar o olhar.',
          'Em dois dias, reserva 15 minutos para escrever livremente sobre algo que te anda a pesar.',
        ],
        coachingQuestion:
          'Que sentimento tens andado a carregar ultimamente sem lhe dares grande espaço, e de que precisa ele da tua parte?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que há algum tempo te sentes triste, ansioso, entorpecido ou assoberbado, e que as coisas do dia a dia te exigem mais esforço do que antes. Isso é duro, e não é uma falha pessoal. Se o desânimo ou a ansiedade duram há duas semanas ou mais, ou estão a dificultar o teu dia a dia, pondera falar com um médico, um psicólogo ou outro profissional de saúde mental; se alguma vez te sentires em perigo ou pensares em fazer-te mal, contacta de imediato os serviços de emergência ou uma linha de apoio em crise.',
        nextSteps: [
          'Conta a uma pessoa de confiança como te tens sentido de verdade, nem que seja em uma ou duas frases.',
          'Marca uma consulta com um médico ou psicólogo, ou procura uma linha de apoio em saúde mental no teu país e guarda o número no telemóvel.',
          'Escolhe uma coisa muito pequena que costuma ajudar um pouco, como uma caminhada curta, um duche ou um telefonema, e fá-la uma vez por dia.',
        ],
        coachingQuestion:
          'Quem poderias deixar aproximar-se um pouco mais neste momento, e o que gostarias que essa pessoa soubesse?',
      },
    },
  },

  family: {
    about:
      'Esta área abrange as tuas relações com as pessoas que consideras família, seja por nascimento, casamento, adoção ou escolha: pais, filhos, irmãos e o círculo mais alargado. Inclui a proximidade, o apoio, o tempo passado juntos e a forma como se lida com os conflitos e as obrigações.',
    research: {
      finding:
        'O Estudo de Harvard sobre o Desenvolvimento Adulto acompanha os seus participantes, e mais tarde as respetivas famílias, desde 1938. Os seus diretores relatam que as pessoas com relações próximas mais calorosas, incluindo os laços familiares, tendiam a manter-se mais saudáveis e felizes ao envelhecer.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'estudo de coorte de longa duração, iniciado em 1938',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que as tuas relações familiares são calorosas e fiáveis: podes ser tu mesmo, pedir ajuda e passar por desentendimentos sem danos duradouros. Muitas vezes reflete anos de pequenos esforços de muitos lados. Os bons laços familiares continuam a precisar de cuidado, sobretudo em fases de mudança, como uma mudança de casa, um bebé que nasce, uma doença ou pais a envelhecer.',
        nextSteps: [
          'Diz a um familiar, de forma concreta, o que ele significou para ti ultimamente, pessoalmente, por mensagem ou num pequeno bilhete.',
          'Começa ou retoma um pequeno ritual, como um telefonema semanal, uma refeição em conjunto ou um grupo de família para partilhar fotografias.',
          'Pergunta a um familiar mais velho por uma história da vida dele que nunca tenhas ouvido e escreve o que te contar.',
        ],
        coachingQuestion:
          'O que mais queres que a tua família recorde sobre a forma como estiveste presente para ela?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que a vida familiar tem bons momentos a par de alguma distância, atrito ou desequilíbrio: talvez o contacto se limite quase à logística, uma relação esteja tensa ou carregues mais peso do que os outros. Podes gostar muito da tua família e, ainda assim, achar cansativo o tempo que passas com ela. As duas coisas podem ser verdade, e dar nome ao que gostarias que fosse diferente é um bom começo.',
        nextSteps: [
          'Escolhe a relação familiar que mais gostarias de melhorar e escreve uma coisa que aprecias nessa pessoa.',
          'Planeia meia hora esta semana com um familiar que não seja sobre tarefas, horários ou problemas.',
          'Se carregas uma parte injusta das tarefas familiares, faz uma lista e escolhe uma para pedires a outra pessoa que a assuma.',
        ],
        coachingQuestion:
          'Que relação familiar faria a maior diferença na tua vida se se tornasse um pouco mais fácil, e qual é a tua parte nisso?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir conflito, afastamento, perda, solidão dentro da própria família ou o peso de cuidar de alguém. A dor familiar costuma ser profunda, porque estas relações fazem parte de quem somos. Cabe-te a ti decidir que grau de proximidade é saudável para ti e, por vezes, isso significa construir noutro lado um apoio que seja como o de uma família.',
        nextSteps: [
          'Escreve aquilo de que mais precisas da tua família neste momento, como compreensão, ajuda prática, espaço ou paz, sem te julgares.',
          'Se o contacto é tenso, decide um limite que te proteja, como uma duração máxima para as visitas ou um assunto que não vais discutir.',
          'Contacta esta semana uma pessoa, da família ou não, que para ti seja como família.',
        ],
        coachingQuestion:
          'Que tipo de ligação familiar queres na tua vida, e quem, da família ou não, poderia fazer parte dela?',
      },
    },
  },

  friends: {
    about:
      'Esta área diz respeito às tuas amizades: teres pessoas de quem gostas, em quem confias e a quem podes recorrer, e o tempo e a energia que dedicas a essas ligações. Abrange tanto os amigos próximos como o círculo mais alargado de caras conhecidas que tornam a vida menos solitária.',
    research: {
      finding:
        'Uma meta-análise de 148 estudos, que no seu conjunto acompanharam mais de 300 000 pessoas, concluiu que quem tinha relações sociais mais fortes tinha uma probabilidade de sobrevivência cerca de 50% maior durante os períodos estudados. A dimensão desta associação era comparável à de fatores de risco bem conhecidos, como o tabaco, embora estudos observacionais como estes não consigam provar causa e efeito.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-análise de 148 estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que tens amigos de quem gostas e com quem podes contar, e que arranjas tempo para eles. Pode também significar que és bom no trabalho discreto da amizade: lembrar, convidar e aparecer. As amizades mudam com as fases da vida, por isso vale a pena protegê-las em vez de as dar como garantidas.',
        nextSteps: [
          'Envia uma mensagem curta a um amigo a dizer-lhe uma coisa concreta que valorizas nele.',
          'Marca na agenda um encontro regular com um amigo próximo, como uma caminhada ou um telefonema por mês.',
          'Convida alguém que está à margem do teu círculo a juntar-se a algo que já fazes.',
        ],
        coachingQuestion:
          'Que amizades queres continuar a ter daqui a vinte anos, e o que as vai manter vivas?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que tens amigos, mas estás com eles menos vezes do que gostarias, ou sentes que as amizades se foram diluindo com a vida atarefada. Talvez sejas quase sempre tu a dar o primeiro passo, ou sintas falta de alguém com quem possas mesmo conversar. Muitas pessoas sentem isto, sobretudo depois de uma mudança de casa, de um emprego novo ou da chegada dos filhos.',
        nextSteps: [
          'Envia uma mensagem a um amigo com quem não falas há algum tempo, só para dizer que te lembraste dele; as pessoas costumam gostar disso mais do que pensamos.',
          'Transforma uma atividade regular, como uma aula, o passeio do cão ou a pausa para o café, em algo partilhado com um amigo.',
          'Na próxima conversa com um amigo, pergunta-lhe por algo que te contou da última vez.',
        ],
        coachingQuestion:
          'Que tipo de amigo queres ser nesta fase da tua vida, e como seria isso este mês?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que te sentes sozinho, que te afastaste de velhos amigos ou que estás num sítio novo e ainda sem um grupo. Isso pode doer, e é mais comum do que as pessoas admitem. A amizade cresce sobretudo com tempo passado juntos, vezes sem conta, por isso um contacto pequeno e regular importa muitas vezes mais do que encontrar a ligação perfeita.',
        nextSteps: [
          'Escolhe uma atividade de grupo regular, como uma aula, um clube, um turno de voluntariado ou uma equipa, e vai pelo menos duas vezes, porque a familiaridade cresce com a repetição.',
          'Envia uma mensagem a um velho amigo ou a um conhecido simpático a sugerir um dia e uma hora concretos para estarem juntos ou falarem.',
          'Aceita um convite que normalmente recusarias e fica pelo menos meia hora.',
        ],
        coachingQuestion:
          'Em que momento da tua semana poderias ver as mesmas pessoas com regularidade suficiente para uma amizade ter hipótese de crescer?',
      },
    },
  },

  'relationships-love': {
    about:
      'Esta área abrange o amor romântico e a intimidade: uma relação atual ou, se não tens par, a forma como te sentes em relação a encontros, ao amor e a estar sozinho. Inclui o carinho, a confiança, a comunicação, a proximidade física e a sensação de seres verdadeiramente conhecido.',
    research: {
      finding:
        'A forma como os membros de um casal reagem às boas notícias um do outro faz diferença. Numa série de estudos, as pessoas cujos parceiros costumavam responder com entusiasmo genuíno e empenhado, a chamada resposta ativa-construtiva, descreviam relações mais satisfatórias e com mais confiança do que aquelas cujos parceiros respondiam de forma passiva ou desvalorizadora.',
      sources: ['Gable et al. (2004)'],
      evidence: 'série de estudos, incluindo investigação com diários',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que a tua vida amorosa é próxima, segura e viva, seja uma relação que te alimenta, seja uma vida sem par com a qual estás genuinamente bem. Muitas vezes reflete confiança e bons hábitos diários de atenção. As relações mudam com o tempo, por isso ajuda continuar a investir mesmo quando as coisas estão bem.',
        nextSteps: [
          'Quando alguém de quem gostas te contar uma boa notícia esta semana, responde com verdadeira curiosidade: faz perguntas e deixa essa pessoa reviver o momento.',
          'Planeia com a tua cara-metade algo novo que nenhum dos dois tenha experimentado, ou algo novo só para ti se não tiveres par.',
          'Diz ao teu companheiro ou companheira, ou a alguém de quem gostas, uma coisa concreta que fez recentemente e que te fez sentir cuidado.',
        ],
        coachingQuestion:
          'De que precisa o amor da tua parte nesta fase da vida que não precisava há uns anos?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que as coisas estão bem, mas não tão próximas como gostarias: talvez tu e o teu par se tenham tornado gestores atarefados do dia a dia ou, se não tens par, não tenhas a certeza se queres conhecer alguém ou o que procuras. Podes sentir falta de te sentires visto, desejado ou profundamente compreendido. Estes sentimentos são comuns e costumam melhorar com atenção.',
        nextSteps: [
          'Põe o telemóvel de lado durante 20 minutos com o teu par e faz-lhe uma pergunta cuja resposta ainda não sabes.',
          'Repara esta semana nos pequenos pedidos de atenção, como um comentário, um toque ou uma piada partilhada, e responde-lhes em vez de os deixares passar.',
          'Se não tens par, escreve três coisas que queres sentir numa relação, e não apenas qualidades que procuras numa pessoa.',
        ],
        coachingQuestion:
          'O que te ajudaria a sentir-te mais ligado no amor, e que parte disso está ao teu alcance esta semana?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir uma relação com conflitos ou distância frequentes, uma separação ou perda recente, ou solidão e saudade se não tens par. Isto pode pesar no sono, no estado de espírito e na autoestima. O que sentes faz sentido e, se alguma vez uma relação te fizer sentir medo ou insegurança, procura uma linha de apoio à violência doméstica ou alguém de confiança.',
        nextSteps: [
          'Escreve, só para ti, aquilo de que mais sentes falta e o que já não queres, sem decidires nada por agora.',
          'Se estás numa relação, escolhe um momento calmo para dizer uma coisa de que precisas, começando pela forma como te sentes e não pelo que o teu par faz mal.',
          'Pondera marcar uma sessão com um terapeuta de casal ou individual, nem que seja só para veres com mais clareza onde estás.',
        ],
        coachingQuestion:
          'Como teria de ser uma relação amorosa, incluindo a que tens contigo mesmo, para te sentires seguro e valorizado?',
      },
    },
  },

  'community-giving': {
    about:
      'Esta área diz respeito ao teu lugar no mundo mais alargado: o bairro, os grupos e as causas a que pertences, e as formas como contribuis com tempo, dinheiro, competências ou simples gentileza. Reflete se te sentes parte de algo maior do que o teu próprio círculo.',
    research: {
      finding:
        'Uma revisão sistemática concluiu que, em estudos de coorte de longa duração, as pessoas que faziam voluntariado relatavam menos depressão, maior satisfação com a vida e mais bem-estar, e tinham um menor risco de morte durante o período de seguimento. Os ensaios aleatorizados não confirmaram estes benefícios de forma consistente; por isso, o voluntariado pode ajudar, mas também é possível que as pessoas mais saudáveis e felizes tenham mais tendência para o fazer.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'revisão sistemática e meta-análise de 40 artigos (ensaios e estudos de coorte)',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que te sentes ligado a uma comunidade e que contribuis de formas que têm significado para ti. Talvez sejas alguém que os vizinhos conhecem, ou alguém que se dedica a uma causa ano após ano. Vale a pena confirmar que dar ainda te enche de energia, em vez de te ir desgastando em silêncio.',
        nextSteps: [
          'Escreve qual é a contribuição que mais significado tem para ti, e porquê, para a protegeres quando a vida apertar.',
          'Convida alguém novo a acompanhar-te a um grupo, evento ou causa de que faças parte.',
          'Agradece a uma pessoa que faz a tua comunidade funcionar, como um organizador, um voluntário ou um vizinho que olha pelos outros.',
        ],
        coachingQuestion:
          'Em que gostarias que a tua comunidade fosse diferente por teres feito parte dela?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que a tua comunidade te importa, mas participas menos do que gostarias; o tempo pode ser curto, ou ainda não encontraste o teu lugar. Talvez contribuas de vez em quando, mas isso pareça desligado daquilo que valorizas. Contribuições pequenas e regulares costumam ser mais gratificantes do que grandes gestos ocasionais.',
        nextSteps: [
          'Faz um pequeno gesto de gentileza por um vizinho ou um desconhecido em cada um de cinco dias e repara em como te sentes.',
          'Procura um grupo ou uma causa local ligada a algo que te importa e descobre em que consistiria um primeiro passo.',
          'Tem uma conversa a sério, e não só um aceno, com alguém que vês com frequência mas mal conheces, como o senhor da mercearia ou um vizinho.',
        ],
        coachingQuestion:
          'Que causa ou grupo te importa o suficiente para lhe dedicares uma hora por mês, e o que te tem impedido até agora?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que te sentes desligado das pessoas e dos lugares à tua volta, ou que contribuir parece fora do teu alcance porque a tua própria vida te está a exigir muito neste momento. Ambas as coisas são compreensíveis. O sentimento de pertença pode começar de forma muito pequena, com uma cara conhecida, uma conversa breve ou uma forma modesta de ajudar.',
        nextSteps: [
          'Fica a saber o nome de um vizinho ou de uma cara habitual da tua zona e usa-o da próxima vez que o vires.',
          'Dedica 15 minutos a ver o que acontece perto de ti, como atividades da biblioteca, uma horta comunitária ou um grupo religioso ou cultural, e aponta uma coisa que gostarias de experimentar.',
          'Faz uma coisa útil que demore menos de dez minutos, como deixar uma avaliação simpática a um negócio local ou oferecer-te para levar algo a alguém.',
        ],
        coachingQuestion:
          'Onde é que já sentes, mesmo que pouco, que pertences, e como poderias passar lá um pouco mais de tempo?',
      },
    },
  },

  'fun-recreation': {
    about:
      'O lazer e a diversão abrangem a brincadeira, os passatempos, o descanso e aquilo que fazes simplesmente porque gostas. É onde recarregas baterias, exploras e perdes a noção do tempo, e é muitas vezes a primeira coisa a ser sacrificada quando a vida fica atarefada.',
    research: {
      finding:
        'Uma meta-análise encontrou uma ligação moderada entre o lazer e o bem-estar, e os estudos longitudinais e experimentais sugerem que o lazer pode aumentar o bem-estar, e não apenas refleti-lo. A frequência com que as pessoas se dedicavam ao lazer, e a variedade das atividades, importavam mais do que o tempo total.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-análise de 37 tamanhos de efeito, com mais de 11 000 pessoas',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que arranjas espaço para o prazer: tens atividades que te absorvem, pessoas com quem te divertir e tempo que é teu. Talvez tenhas aprendido que a diversão não é só uma recompensa por teres acabado tudo o resto. Isso é uma verdadeira força, e muitas vezes sustenta o resto da tua roda.',
        nextSteps: [
          'Experimenta esta semana uma atividade nova, um pouco fora do teu leque habitual, como outro desporto, um trabalho manual ou um jogo.',
          'Partilha um passatempo de que gostas muito com alguém, convidando essa pessoa a ir contigo ou ensinando-lhe o básico.',
          'Repara em que atividade te fez perder a noção do tempo esta semana e escreve o que a tornou tão absorvente.',
        ],
        coachingQuestion:
          'Que tipo de brincadeira deixaste de fazer desde que eras mais novo, e como seria trazer um pouco dela de volta?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que tens algum tempo livre, mas que talvez sirva sobretudo para recuperar: andar pelo telemóvel, ver televisão ou cair no sofá ao fim do dia. Isso tem o seu lugar, mas raramente te renova como algo ativo, social ou absorvente. Talvez os teus passatempos tenham desaparecido da agenda sem nunca teres realmente decidido isso.',
        nextSteps: [
          'Marca esta semana um bloco de duas horas para algo de que gostes e protege-o como se fosse uma consulta.',
          'Faz uma lista de dez coisas que te deram alegria no passado e faz uma delas antes de o fim de semana acabar.',
          'Em duas noites, troca 20 minutos de telemóvel por algo manual, como cozinhar, tocar música, desenhar ou fazer um puzzle.',
        ],
        coachingQuestion:
          'Quando foi a última vez que te sentiste verdadeiramente absorvido por algo só pelo gozo, e o que era diferente nessa altura?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que quase não sobra tempo nem energia para o prazer, ou que as coisas de que antes gostavas muito perderam a graça. Isso acontece muitas vezes com muito trabalho, responsabilidades de cuidado ou um estado de espírito em baixo. Até pequenas doses de brincadeira podem ajudar e, se há semanas que nada te dá prazer, vale a pena falares disso com um médico.',
        nextSteps: [
          'Escolhe um prazer de dez minutos para cada dia desta semana, como uma música preferida, uma pequena caminhada num sítio agradável ou um jogo rápido, e aproveita-o sem fazeres mais nada ao mesmo tempo.',
          'Revê a tua agenda e recupera uma hora de uma obrigação que importa menos do que julgavas.',
          'Pede a um amigo ou familiar que faça contigo algo leve, sem outro objetivo além de se divertirem.',
        ],
        coachingQuestion:
          'O que farias com uma tarde livre se não tivesses de a justificar a ninguém, nem a ti próprio?',
      },
    },
  },

  'physical-environment': {
    about:
      'Esta área diz respeito aos espaços onde vives e trabalhas: a tua casa, o teu espaço de trabalho, o teu bairro e o teu acesso a luz, silêncio e natureza. O que nos rodeia influencia o humor e a energia mais do que costumamos notar, para o bem e para o mal.',
    research: {
      finding:
        'Num inquérito a quase 20 000 pessoas em Inglaterra, quem passava pelo menos 120 minutos por semana na natureza tinha mais probabilidade de referir boa saúde e um bem-estar elevado do que quem não passava tempo nenhum. Não parecia importar se esse tempo era passado numa visita longa ou em várias mais curtas, embora um inquérito como este mostre uma associação, e não uma prova de causa.',
      sources: ['White et al. (2019)'],
      evidence: 'grande inquérito nacional',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que o espaço à tua volta te apoia quase sempre: a casa é um lugar para descansar, o teu espaço de trabalho funciona e tens acesso a luz, ar ou espaços verdes. Pode refletir escolhas que fizeste com cuidado ao longo do tempo. Um pouco de manutenção agora ajuda a que continue assim à medida que as tuas necessidades mudam.',
        nextSteps: [
          'Percorre a tua casa, encontra o recanto que mais calma te dá e aponta o que o faz funcionar.',
          'Passa pelo menos duas horas ao ar livre, em espaços verdes ou junto à água, ao longo desta semana, nos bocados de tempo que mais te convierem.',
          'Arranja ou acaba uma pequena coisa que tens andado a contornar, como uma lâmpada fundida, uma porta que range ou uma pilha de coisas à entrada.',
        ],
        coachingQuestion:
          'Como queres que o teu espaço apoie a vida para a qual estás a crescer?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que o teu espaço está bem, mas não totalmente: a tralha pode ir-se acumulando, uma divisão pode não se adequar à forma como a usas, o barulho ou a luz podem incomodar-te, ou raramente sais ao ar livre. Podes sentir estas coisas mais como um stress de fundo do que como grandes problemas. Pequenas mudanças num espaço podem mudar a forma como o sentes com uma rapidez surpreendente.',
        nextSteps: [
          'Escolhe uma superfície, como uma mesa, a bancada da cozinha ou a secretária, arruma-a por completo em 15 minutos e repara em como é usá-la depois.',
          'Aproxima a tua cadeira principal ou a tua secretária da luz natural, ou põe uma planta ou um quadro de que gostes no sítio onde passas mais tempo.',
          'Faz uma caminhada de 20 minutos no sítio mais verde perto de ti em dois dias desta semana.',
        ],
        coachingQuestion:
          'Se a tua casa pudesse ajudar-te a sentires-te de uma certa maneira no fim de cada dia, que sensação seria essa, e o que está a impedi-lo?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir uma casa que sentes como apertada, barulhenta, insegura, caótica ou que não é bem tua, ou um bairro ou deslocações que te esgotam. Parte disto pode estar fora do teu controlo, como o preço da habitação ou os vizinhos, o que pode dar uma sensação de estar preso. Mesmo assim, pequenas mudanças ao teu alcance podem aliviar o stress diário enquanto pensas noutras maiores.',
        nextSteps: [
          'Escolhe um pequeno canto, nem que seja só uma cadeira ou a mesa de cabeceira, e torna-o calmo e agradável.',
          'Escreve as três coisas no espaço à tua volta que mais te incomodam e assinala em quais podes influir.',
          'Encontra um sítio perto de casa onde te sintas à vontade, como um jardim, uma biblioteca ou um café, e passa lá algum tempo esta semana.',
        ],
        coachingQuestion:
          'Como seria um lugar que te apoiasse de verdade, e qual é um passo nessa direção que está sob o teu controlo?',
      },
    },
  },

  'personal-growth': {
    about:
      'O crescimento pessoal abrange aprender, desenvolver competências, conheceres-te melhor e tornares-te cada vez mais quem queres ser. Inclui a curiosidade, a reflexão e a coragem de experimentar coisas em que ainda não és bom.',
    research: {
      finding:
        'O modelo de bem-estar psicológico de Carol Ryff trata o crescimento pessoal, a sensação de continuares a desenvolver-te e a concretizar o teu potencial, como uma das seis dimensões centrais de uma vida boa, a par do propósito de vida, da autoaceitação, da autonomia, do domínio do meio e das relações positivas. O questionário dela é muito usado na investigação sobre o bem-estar ao longo da vida adulta.',
      sources: ['Ryff (1989)'],
      evidence: 'estudo de construção teórica com um inquérito por questionário a adultos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que sentes que estás a aprender e a crescer, com a sensação de caminhares para quem queres ser. Talvez gostes de desafios e lides bem com o facto de ainda não saberes fazer algo. O teu próximo passo pode ser partilhar o que aprendes, ou escolher de forma mais deliberada em que queres crescer.',
        nextSteps: [
          'Escreve a coisa mais importante que aprendeste no último ano e quem poderia beneficiar de a ouvir.',
          'Escolhe uma competência que estás a desenvolver e encontra uma fonte de feedback concreto, como um professor, um colega ou uma gravação de ti próprio.',
          'Escolhe um desafio desconfortável para esta semana, como fazer uma pergunta que normalmente guardarias para ti, e fá-lo.',
        ],
        coachingQuestion:
          'Para que versão de ti estás a crescer, e o que faria essa pessoa de diferente esta semana?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que estás a crescer em alguns aspetos, mas te sentes um pouco parado noutros: talvez aprendas quando a vida o exige, mas raramente por escolha, ou comeces coisas e percas o embalo. Podes ter ideias sobre o que desenvolver sem um primeiro passo claro. O crescimento costuma ganhar ritmo quando o tornas concreto e pequeno.',
        nextSteps: [
          'Dá nome a uma competência ou qualidade que queres desenvolver e escreve um plano «se… então…» para ela: quando e onde vais praticar durante 15 minutos.',
          'Lê, vê ou ouve uma coisa esta semana por pura curiosidade e aponta uma ideia de que te queiras lembrar.',
          'Pergunta a alguém que te conheça bem qual acha que pode ser a tua próxima área de crescimento.',
        ],
        coachingQuestion:
          'Que curiosidade tens que ainda não te deste autorização para explorar?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que te sentes parado ou sem saber bem em quem te estás a tornar, ou que a vida tem estado tão cheia de exigências que crescer parece um luxo. Pode também refletir um revés que abalou a tua confiança. Crescer não tem de ser espetacular: passos pequenos e repetidos contam.',
        nextSteps: [
          'Escreve uma coisa que aprendeste ou com que lidaste bem no último mês, por mais pequena que seja, como lembrete de que continuas a crescer.',
          'Escolhe uma prática mínima, como cinco minutos de leitura ou uma palavra nova numa língua, e associa-a a algo que já fazes todos os dias.',
          'Recorda uma altura em que sentias que estavas a crescer e escreve o que tornou isso possível.',
        ],
        coachingQuestion:
          'Que pequeno passo te mostraria, daqui a um mês, que voltaste a pôr-te em movimento?',
      },
    },
  },

  spirituality: {
    about:
      'Aqui, espiritualidade significa a tua relação com o sentido, o propósito e tudo aquilo que vives como maior do que tu, seja através da religião, da natureza, da arte, dos valores, da reflexão ou da comunidade. É algo profundamente pessoal, e não há uma forma certa de a pontuar.',
    research: {
      finding:
        'A investigação com o Questionário de Sentido da Vida (Meaning in Life Questionnaire) distingue entre ter um sentido de vida e procurá-lo. Sentir que a tua vida tem sentido está consistentemente associado a mais bem-estar, e a procura revelou ser uma experiência distinta; ou seja, uma pessoa pode ter algum sentido e continuar à procura de mais.',
      sources: ['Steger et al. (2006)'],
      evidence: 'estudos de desenvolvimento do questionário com várias amostras de estudantes',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que tens uma noção clara do que dá sentido à tua vida, e práticas ou crenças que te dão chão. Isso pode notar-se como calma nos momentos difíceis ou como uma ligação sentida a algo maior. Essa base pode também ser uma fonte de força para as pessoas à tua volta.',
        nextSteps: [
          'Reserva esta semana dez minutos de sossego para refletires sobre o que tem tido mais sentido para ti ultimamente, e porquê.',
          'Partilha uma prática, um texto, um lugar ou uma música que te dê chão com alguém que possa dar-lhe valor.',
          'Procura esta semana um momento de deslumbramento, como um céu imenso, uma música ou um ato de coragem, e fica com ele um pouco mais do que o habitual.',
        ],
        coachingQuestion:
          'Como é que o teu sentido de propósito molda as escolhas que fazes num dia comum?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que o sentido está presente, mas ténue ou intermitente: podes sentir-te ligado em certos momentos e perder o fio na azáfama do dia a dia. Talvez crenças antigas já não se ajustem bem e outras mais recentes ainda estejam a formar-se. Esse lugar intermédio é comum, e pode ser fértil.',
        nextSteps: [
          'Escreve três valores pelos quais mais queres viver e uma ocasião esta semana em que possas agir de acordo com cada um.',
          'Experimenta cinco minutos de silêncio todas as manhãs, seja a rezar, a meditar, a respirar devagar ou simplesmente sentado sem o telemóvel.',
          'Passa algum tempo num sítio que te faça sentir pequeno no bom sentido, como o cimo de um monte, o mar, um edifício antigo ou debaixo de um céu aberto.',
        ],
        coachingQuestion:
          'Quando te sentes mais ligado a algo maior do que tu, e como poderias dar-lhe mais espaço?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que te sentes desligado do sentido ou do propósito, que a vida se tornou uma sucessão de tarefas ou que as crenças que antes te sustentavam já não o fazem. Às vezes isto surge depois de uma perda, de um esgotamento ou de uma desilusão. Estão entre as perguntas humanas mais antigas, e não ter respostas neste momento faz parte de ser humano.',
        nextSteps: [
          'Faz uma pequena lista de momentos da tua vida que tiveram sentido, mesmo que por pouco tempo, e procura o que têm em comum.',
          'Passa 20 minutos esta semana num sítio sossegado, de preferência ao ar livre e sem telemóvel, e limita-te a reparar no que reparas.',
          'Fala sobre as perguntas que trazes contigo com alguém cujo sentido de vida respeites, como um amigo, uma pessoa mais velha, um líder religioso ou um terapeuta.',
        ],
        coachingQuestion:
          'Se a tua vida fosse guiada por uma única coisa que realmente te importa, qual seria, e o que mudaria?',
      },
    },
  },
};
