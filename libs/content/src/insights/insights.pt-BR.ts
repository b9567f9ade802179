import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// As fontes citadas ficam exatamente como em insights.en.ts.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Esta área fala do trabalho que você faz, remunerado ou não, e de como ele combina com quem você é: se aproveita seus pontos fortes, se dá a você alguma voz nas decisões e se vale as horas que ocupa. Também inclui direção, a sensação de que sua vida profissional está indo para onde você quer ir.',
    research: {
      finding:
        'A teoria da autodeterminação propõe que as pessoas florescem quando três necessidades básicas são atendidas: autonomia (alguma escolha sobre o que você faz e como), competência (sentir-se capaz e evoluir) e pertencimento (sentir-se conectado às pessoas ao redor). Estudos em ambientes de trabalho e em outros contextos associam a satisfação dessas necessidades a uma motivação mais forte e a mais bem-estar.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'revisão teórica baseada em décadas de estudos de laboratório e de campo',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação tão alta pode significar que seu trabalho hoje oferece uma boa mistura de desafio, liberdade de escolha e pessoas com quem você gosta de trabalhar. Muitas vezes mostra que o que você faz durante o dia está razoavelmente alinhado com o que importa para você. Também pode ser um bom momento para reparar no que faz isso dar certo, para proteger esses pontos quando as coisas mudarem.',
        nextSteps: [
          'Anote as duas ou três partes do seu trabalho que mais dão energia a você e registre uma forma de manter cada uma delas na sua agenda no mês que vem.',
          'Conte a um colega ou ao seu gestor, de forma específica, o que tem funcionado bem para você; dar nome a isso torna mais fácil proteger.',
          'Ofereça uma hora nesta semana para ajudar alguém em início de carreira com algo em que você é bom.',
        ],
        coachingQuestion:
          'O que você gostaria que fosse verdade no seu trabalho daqui a cinco anos e que hoje só é verdade em parte?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que o trabalho vai bem na maioria dos dias, mas não está exatamente onde você quer: talvez as tarefas sejam tranquilas, mas já não desafiem você, ou o emprego pague as contas sem parecer seu de verdade. Você pode perceber que uma parte drena mais que o resto. Isso é uma informação útil, porque pequenas mudanças na forma de fazer o trabalho podem mudar a forma como você o sente.',
        nextSteps: [
          'Durante três dias úteis, marque cada tarefa como energizante, neutra ou desgastante e procure o padrão no fim da semana.',
          'Escolha uma tarefa desgastante e experimente uma mudança de “job crafting” (redesenhar o próprio trabalho): faça de outro jeito, faça com outra pessoa ou lembre-se de quem ela ajuda no fim das contas.',
          'Reserve 30 minutos para perguntar a alguém cujo trabalho você admira como essa pessoa foi moldando a própria função ao longo do tempo.',
        ],
        coachingQuestion:
          'Se você pudesse redesenhar uma parte da sua função atual sem trocar de emprego, o que mudaria primeiro, e por que isso importa para você?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir um trabalho que parece desgastante, instável ou distante do que importa para você, ou pode significar que você está entre empregos, estudando ou cuidando de outras pessoas e sentindo falta de uma direção. Muitas vezes vem junto com um cansaço que transborda para o resto da vida. Seja qual for o motivo, uma pontuação baixa é um sinal que merece ser levado a sério, não um julgamento sobre você.',
        nextSteps: [
          'Escreva uma frase sobre o que mais desgasta você no trabalho agora e outra sobre o que você sentiria falta se ele acabasse; a diferença costuma apontar o que mudar.',
          'Escolha um pequeno limite que você consiga manter nesta semana, como um horário fixo para encerrar o expediente em dois dias ou nada de mensagens de trabalho depois de certa hora.',
          'Peça a uma pessoa, como um ex-colega, um mentor ou um orientador de carreira, uma conversa de 20 minutos sobre as suas opções.',
        ],
        coachingQuestion:
          'O que na sua vida profissional você não está mais disposto a aceitar, e qual seria um primeiro pequeno passo para se afastar disso?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Bem-estar financeiro tem menos a ver com quanto você ganha e mais com como você se sente em relação ao dinheiro: se consegue cobrir as necessidades de hoje, absorver uma conta inesperada e fazer escolhas que importam para você. Inclui os hábitos, os planos e as conversas que moldam essa sensação.',
    research: {
      finding:
        'Uma revisão de pesquisas sobre felicidade sugere que importa não só quanto dinheiro as pessoas têm, mas também como elas o gastam. Gastar com experiências em vez de coisas, gastar com outras pessoas e preferir muitos pequenos prazeres a poucos grandes tende a trazer uma satisfação mais duradoura do que a maioria das compras materiais.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'artigo de revisão que resume muitos estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que o dinheiro parece estar quase todo sob controle: as contas estão em dia, provavelmente existe alguma reserva e você consegue gastar com o que valoriza sem muita preocupação. Também pode significar que você tem uma relação tranquila com o dinheiro, o que não é o mesmo que ser rico. Pode ser um bom momento para conferir se o seu dinheiro está a serviço do que mais importa para você.',
        nextSteps: [
          'Olhe os gastos do mês passado e circule as três compras que trouxeram a alegria mais duradoura; repare se foram experiências, tempo ou coisas.',
          'Escolha uma tarefa de longo prazo que você costuma adiar, como revisar suas contribuições para a previdência, fazer um testamento ou rever seus seguros, e marque um horário para cuidar disso.',
          'Planeje um pequeno gesto de generosidade nesta semana, como pagar algo para um amigo ou doar para uma causa que importa para você.',
        ],
        coachingQuestion:
          'Além da segurança, o que você quer que o seu dinheiro torne possível na sua vida nos próximos anos?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você está se virando, mas sem se sentir totalmente tranquilo: talvez sobre pouco no fim do mês, exista uma dívida no pano de fundo ou a sensação de que você deveria ser mais organizado do que é. No dia a dia pode parecer tudo bem, mas o futuro deixa você inquieto. Um pouco mais de clareza costuma aliviar essa inquietação mais do que as pessoas imaginam.',
        nextSteps: [
          'Escreva seus custos fixos mensais e seu salário líquido numa única folha, para conhecer sua margem real.',
          'Programe uma transferência automática no dia do pagamento, por menor que seja, para uma conta ou reserva separada.',
          'Cancele ou pause uma assinatura ou um gasto recorrente que já não vale a pena para você.',
        ],
        coachingQuestion:
          'Como seria, para você, ter o suficiente, tanto em números quanto na forma como seus dias seriam?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir uma pressão real: contas difíceis de pagar, dívidas que não param de crescer, renda incerta ou medo de abrir o aplicativo do banco. Preocupações com dinheiro costumam se espalhar pelo sono, pelos relacionamentos e pela saúde, então faz sentido que esta área pese. Você não está sozinho nisso, e muitas vezes existe ajuda gratuita disponível.',
        nextSteps: [
          'Liste numa única folha cada conta e cada dívida, com o valor e a data de vencimento; ver o quadro completo costuma assustar menos do que ficar imaginando.',
          'Entre em contato com um serviço gratuito e independente de orientação financeira ou sobre dívidas no seu país e pergunte que tipo de apoio eles oferecem.',
          'Escolha o pagamento mais urgente e fale com a empresa antes do vencimento para perguntar sobre opções de pagamento.',
        ],
        coachingQuestion:
          'Qual conversa sobre dinheiro você vem evitando, e o que poderia mudar se você a tivesse neste mês?',
      },
    },
  },

  'physical-health': {
    about:
      'A saúde física abrange como seu corpo se sente e funciona no dia a dia: energia, sono, movimento, alimentação e como você convive com qualquer doença ou dor. Ela é moldada por hábitos, circunstâncias e genes, então sua pontuação reflete o quanto você está satisfeito, não o quanto você é disciplinado.',
    research: {
      finding:
        'Uma análise conjunta de 15 estudos de coorte com cerca de 47 mil adultos descobriu que mais passos por dia estavam associados a um menor risco de morte durante o acompanhamento. O benefício se estabilizava em torno de 6 mil a 8 mil passos por dia para adultos a partir de 60 anos e de 8 mil a 10 mil para adultos mais jovens; ou seja, 10 mil não é um número mágico, e para quem caminhava pouco, até aumentos modestos estavam ligados a um risco menor.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-análise de 15 estudos de coorte (observacionais)',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que seu corpo parece, na maior parte do tempo, um aliado: você dorme razoavelmente bem, se movimenta com regularidade e tem energia para o que importa. Muitas vezes isso reflete rotinas que se tornaram automáticas. A principal tarefa agora talvez seja manter essas rotinas firmes quando a vida ficar corrida.',
        nextSteps: [
          'Anote os dois hábitos que mais mantêm você bem e decida qual seria a versão mínima de cada um numa semana caótica.',
          'Acrescente um tipo de movimento que você pratica menos, como força, equilíbrio ou alongamento, por dez minutos em dois dias desta semana.',
          'Marque aquele check-up, exame ou consulta no dentista que você vem querendo agendar.',
        ],
        coachingQuestion:
          'O que você quer que seu corpo permita fazer aos 75 anos, e o que na sua rotina de hoje já está construindo isso?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que algumas coisas funcionam e outras ficaram para trás: talvez você se movimente mas durma mal, ou coma bem mas quase não saia ao ar livre. Você pode se sentir bem de modo geral e mesmo assim notar quedas de energia, rigidez ou estresse aparecendo no corpo. Aqui, mudanças pequenas e específicas tendem a pegar melhor do que grandes reformas.',
        nextSteps: [
          'Faça uma anotação simples por cinco dias: hora de dormir, hora de acordar e sua energia de 1 a 10 toda tarde.',
          'Junte uma caminhada de dez minutos a algo que você já faz todos os dias, como terminar o almoço ou levar as crianças à escola.',
          'Planeje uma refeição desta semana para que tenha verduras, legumes e proteína, em vez de recorrer ao que for mais rápido.',
        ],
        coachingQuestion:
          'Que mudança mais melhoraria como você se sente numa terça-feira qualquer, e o que tem dificultado começar?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir dor, doença, exaustão ou simplesmente a sensação de estar desconectado do próprio corpo depois de uma fase difícil. Muitas vezes isso torna tudo o mais na roda mais difícil também. Seja gentil com você mesmo, e se a pontuação reflete sintomas, dores ou mudanças que preocupam você, conversar com um médico ou outro profissional de saúde é um primeiro passo sensato.',
        nextSteps: [
          'Se algo vem incomodando você, marque uma consulta com um médico ou enfermeiro nesta semana e anote suas perguntas antes.',
          'Escolha o começo mais leve possível: uma caminhada de cinco minutos, alguns alongamentos ou ir para a cama 20 minutos mais cedo em três noites.',
          'Peça a uma pessoa ajuda com uma coisa específica, como caminhar com você ou cozinhar uma refeição juntos.',
        ],
        coachingQuestion:
          'Daqui a uma semana, qual seria um sinal realista de que você voltou a cuidar do seu corpo?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Bem-estar emocional tem a ver com como você se sente na maior parte do tempo e como lida com os sentimentos que aparecem: estresse, tristeza, raiva, preocupação e alegria. Não se trata de estar sempre bem, mas de ter espaço para toda a gama de emoções e formas de se recuperar das difíceis.',
    research: {
      finding:
        'Num experimento de laboratório, pessoas orientadas a assistir a um filme perturbador com uma atitude distanciada e analítica sentiram menos nojo do que as que simplesmente assistiram, enquanto as orientadas a esconder seus sentimentos demonstraram menos emoção por fora, mas mais ativação fisiológica. Mudar a forma de pensar sobre uma situação, o que se chama de reavaliação, tornou-se desde então uma das formas de lidar com as emoções mais estudadas.',
      sources: ['Gross (1998)'],
      evidence: 'experimento de laboratório, depois apoiado por muitos estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você costuma se sentir estável: percebe suas emoções, consegue dar nome a elas e normalmente encontra o caminho de volta depois de um dia difícil. Também pode significar que você tem pessoas ou práticas que ajudam a processar o que acontece. Saber o que sustenta você agora é valioso para as fases mais duras, que chegam para todo mundo.',
        nextSteps: [
          'Anote as três coisas que mais ajudam você a se recuperar depois de um dia difícil e deixe a lista num lugar onde você vá vê-la.',
          'Durante cinco noites, anote uma coisa que deu certo naquele dia e por que deu certo.',
          'Pergunte a alguém próximo como essa pessoa está de verdade e escute sem tentar resolver nada.',
        ],
        coachingQuestion:
          'O que os momentos difíceis que você atravessou ensinaram sobre você, e como você quer usar isso?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você dá conta, mas com esforço: o estresse pode se arrastar, as preocupações podem ficar rodando à noite, ou você pode estar guardando as coisas em vez de elaborá-las. Talvez haja dias bons e dias apagados sem você saber bem por quê. Perceber os padrões costuma ser o primeiro passo para mudá-los.',
        nextSteps: [
          'Três vezes por dia nesta semana, pare e dê nome ao que está sentindo em uma ou duas palavras; colocar sentimentos em palavras costuma tirar um pouco da intensidade.',
          'Quando algo chatear você, escreva outra forma de enxergar a situação, não para negar o sentimento, mas para ampliar o olhar.',
          'Em dois dias, reserve 15 minutos para escrever livremente sobre algo que vem pesando em você.',
        ],
        coachingQuestion:
          'Que sentimento você vem carregando ultimamente sem dar muito espaço a ele, e do que ele precisa de você?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que faz um tempo que você se sente triste, ansioso, anestesiado ou sobrecarregado, e que coisas comuns exigem mais esforço do que antes. Isso é difícil, e não é uma falha pessoal. Se o desânimo ou a ansiedade já duram duas semanas ou mais, ou estão dificultando o dia a dia, considere conversar com um médico, psicólogo ou outro profissional de saúde mental; se em algum momento você se sentir em perigo ou pensar em se machucar, procure imediatamente os serviços de emergência ou uma linha de apoio emocional, como o CVV (188), no Brasil.',
        nextSteps: [
          'Conte a uma pessoa de confiança como você tem se sentido de verdade, mesmo que seja em uma ou duas frases.',
          'Marque uma consulta com um médico ou psicólogo, ou procure uma linha de apoio em saúde mental no seu país e salve o número no celular.',
          'Escolha uma coisa bem pequena que costuma ajudar um pouco, como uma caminhada curta, um banho ou uma ligação, e faça isso uma vez por dia.',
        ],
        coachingQuestion:
          'Quem você poderia deixar chegar um pouco mais perto agora, e o que gostaria que essa pessoa soubesse?',
      },
    },
  },

  family: {
    about:
      'Esta área abrange suas relações com as pessoas que você considera família, seja por nascimento, casamento, adoção ou escolha: pais, filhos, irmãos e o círculo mais amplo. Inclui proximidade, apoio, tempo juntos e a forma como conflitos e obrigações são resolvidos.',
    research: {
      finding:
        'O Estudo de Harvard sobre o Desenvolvimento Adulto acompanha seus participantes, e depois as famílias deles, desde 1938. Seus diretores relatam que as pessoas com relações próximas mais calorosas, entre elas os laços familiares, tendiam a se manter mais saudáveis e felizes ao envelhecer.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'estudo de coorte de longa duração, iniciado em 1938',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que suas relações familiares são calorosas e confiáveis: você pode ser quem é, pedir ajuda e passar por desentendimentos sem estragos duradouros. Muitas vezes isso reflete anos de pequenos esforços de muitos lados. Bons laços familiares ainda precisam de cuidado, principalmente em mudanças como uma mudança de casa, um bebê que chega, uma doença ou pais envelhecendo.',
        nextSteps: [
          'Diga a alguém da família, de forma específica, o que essa pessoa significou para você ultimamente, pessoalmente, por mensagem ou num bilhete curto.',
          'Comece ou retome um pequeno ritual, como uma ligação semanal, uma refeição juntos ou um grupo da família para compartilhar fotos.',
          'Pergunte a um parente mais velho sobre uma história da vida dele que você nunca ouviu e anote o que ele contar.',
        ],
        coachingQuestion:
          'O que você mais quer que sua família lembre sobre a forma como você esteve presente para ela?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que a vida em família tem bons momentos ao lado de alguma distância, atrito ou desequilíbrio: talvez o contato se resuma quase à logística, uma relação esteja tensa ou você carregue mais peso do que os outros. Você pode amar sua família e mesmo assim achar cansativo o tempo com ela. As duas coisas podem ser verdade, e dar nome ao que você gostaria que fosse diferente é um bom começo.',
        nextSteps: [
          'Escolha a relação familiar que você mais gostaria de melhorar e escreva uma coisa que você admira nessa pessoa.',
          'Planeje meia hora nesta semana com alguém da família que não seja sobre tarefas, horários ou problemas.',
          'Se você carrega uma parte injusta das tarefas da família, liste-as e escolha uma para pedir que outra pessoa assuma.',
        ],
        coachingQuestion:
          'Qual relação familiar faria a maior diferença na sua vida se ficasse um pouco mais leve, e qual é a sua parte nisso?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir conflito, afastamento, perda, solidão dentro da própria família ou o peso de cuidar de alguém. A dor familiar costuma ser profunda porque essas relações fazem parte de quem somos. Cabe a você decidir qual nível de proximidade é saudável para você, e às vezes isso significa construir em outro lugar um apoio que funcione como família.',
        nextSteps: [
          'Escreva o que você mais precisa da família agora, como compreensão, ajuda prática, espaço ou paz, sem se julgar por isso.',
          'Se o contato é tenso, decida um limite que proteja você, como um tempo máximo para as visitas ou um assunto que você não vai discutir.',
          'Procure nesta semana uma pessoa, parente ou não, que seja como família para você.',
        ],
        coachingQuestion:
          'Que tipo de vínculo familiar você quer na sua vida, e quem, parente ou não, poderia fazer parte dele?',
      },
    },
  },

  friends: {
    about:
      'Esta área fala das suas amizades: ter pessoas com quem você gosta de estar, em quem confia e com quem pode contar, e o tempo e a energia que você dedica a esses laços. Inclui tanto os amigos mais próximos quanto o círculo mais amplo de rostos conhecidos que deixa a vida menos solitária.',
    research: {
      finding:
        'Uma meta-análise de 148 estudos, que juntos acompanharam mais de 300 mil pessoas, descobriu que quem tinha relações sociais mais fortes tinha uma probabilidade cerca de 50% maior de sobreviver durante os períodos estudados. O tamanho dessa associação era comparável ao de fatores de risco conhecidos, como o tabagismo, embora estudos observacionais como esses não possam provar causa e efeito.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-análise de 148 estudos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você tem amigos de quem gosta e com quem pode contar, e que reserva tempo para eles. Também pode significar que você é bom no trabalho silencioso da amizade: lembrar, convidar e aparecer. As amizades mudam com as fases da vida, então vale a pena protegê-las em vez de tomá-las como garantidas.',
        nextSteps: [
          'Mande uma mensagem curta a um amigo dizendo uma coisa específica que você valoriza nele.',
          'Coloque na agenda um encontro recorrente com um amigo próximo, como uma caminhada ou uma ligação por mês.',
          'Convide alguém que está na beirada do seu círculo para participar de algo que você já faz.',
        ],
        coachingQuestion:
          'Quais amizades você quer continuar tendo daqui a vinte anos, e o que vai mantê-las vivas?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você tem amigos, mas os vê menos do que gostaria, ou sente que as amizades foram rareando com a correria. Talvez seja quase sempre você quem procura, ou sinta falta de alguém com quem conversar de verdade. Muita gente se sente assim, principalmente depois de uma mudança de cidade, um emprego novo ou a chegada dos filhos.',
        nextSteps: [
          'Mande mensagem para um amigo com quem você não fala há algum tempo, só para dizer que lembrou dele; as pessoas costumam gostar disso mais do que imaginamos.',
          'Transforme uma atividade regular, como uma aula, o passeio com o cachorro ou a pausa para o café, em algo compartilhado com um amigo.',
          'Na próxima conversa com um amigo, pergunte sobre algo que ele contou da última vez.',
        ],
        coachingQuestion:
          'Que tipo de amigo você quer ser nesta fase da sua vida, e como isso ficaria neste mês?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que você se sente sozinho, se afastou de velhos amigos ou está num lugar novo ainda sem uma turma. Isso pode doer, e é mais comum do que as pessoas admitem. A amizade costuma crescer com tempo juntos, repetidas vezes, então um contato pequeno e regular muitas vezes importa mais do que encontrar uma conexão perfeita.',
        nextSteps: [
          'Escolha uma atividade em grupo recorrente, como uma aula, um clube, um trabalho voluntário ou um time, e vá pelo menos duas vezes, já que a familiaridade cresce com a repetição.',
          'Mande uma mensagem a um velho amigo ou conhecido simpático sugerindo um dia e um horário para se encontrarem ou conversarem.',
          'Diga sim a um convite que você normalmente recusaria e fique pelo menos meia hora.',
        ],
        coachingQuestion:
          'Em que momento da sua semana você poderia ver as mesmas pessoas com frequência suficiente para uma amizade ter chance de crescer?',
      },
    },
  },

  'relationships-love': {
    about:
      'Esta área abrange o amor romântico e a intimidade: um relacionamento atual ou, se você está solteiro, como você se sente em relação a encontros, ao amor e a estar sozinho. Inclui carinho, confiança, comunicação, proximidade física e a sensação de ser conhecido de verdade.',
    research: {
      finding:
        'A forma como os parceiros reagem às boas notícias um do outro importa. Numa série de estudos, pessoas cujos parceiros costumavam responder com entusiasmo genuíno e envolvido, o que se conhece como resposta ativo-construtiva, relataram relacionamentos mais satisfatórios e com mais confiança do que aquelas cujos parceiros respondiam de forma passiva ou desdenhosa.',
      sources: ['Gable et al. (2004)'],
      evidence: 'série de estudos, incluindo pesquisa com diários',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta pode significar que sua vida amorosa parece próxima, segura e viva, seja um relacionamento que nutre você, seja uma vida de solteiro com a qual você está realmente em paz. Muitas vezes isso reflete confiança e bons hábitos de atenção no dia a dia. Relacionamentos mudam com o tempo, então ajuda continuar investindo mesmo quando as coisas vão bem.',
        nextSteps: [
          'Quando alguém que você ama contar uma boa notícia nesta semana, responda com curiosidade de verdade: faça perguntas e deixe a pessoa reviver o momento.',
          'Planeje algo novo para fazer a dois que nenhum de vocês tenha experimentado, ou algo novo só para você se estiver solteiro.',
          'Conte ao seu parceiro ou parceira, ou a alguém que você ama, uma coisa específica que a pessoa fez recentemente e que fez você se sentir cuidado.',
        ],
        coachingQuestion:
          'Do que o amor precisa de você nesta fase da vida que não precisava alguns anos atrás?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que as coisas estão bem, mas não tão próximas quanto você gostaria: talvez você e seu par tenham virado gestores ocupados da rotina, ou, se você está solteiro, não saiba bem se quer sair com alguém ou o que procura. Você pode sentir falta de se sentir visto, desejado ou profundamente compreendido. Esses sentimentos são comuns e costumam melhorar com atenção.',
        nextSteps: [
          'Guarde o celular por 20 minutos com seu parceiro ou parceira e faça uma pergunta cuja resposta você ainda não sabe.',
          'Repare nesta semana nos pequenos pedidos de atenção, como um comentário, um toque ou uma piada em comum, e responda a eles em vez de deixá-los passar.',
          'Se você está solteiro, escreva três coisas que quer sentir num relacionamento, não só qualidades que procura numa pessoa.',
        ],
        coachingQuestion:
          'O que ajudaria você a se sentir mais conectado no amor, e que parte disso está ao seu alcance nesta semana?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir um relacionamento com conflitos ou distância frequentes, um término ou uma perda recente, ou solidão e saudade se você está solteiro. Isso pode pesar no sono, no humor e na autoestima. Seus sentimentos fazem sentido, e se um relacionamento alguma vez fizer você sentir medo ou insegurança, procure um serviço de apoio a vítimas de violência doméstica ou alguém de confiança.',
        nextSteps: [
          'Escreva, só para você, do que você mais sente falta e o que não quer mais, sem decidir nada ainda.',
          'Se você está num relacionamento, escolha um momento tranquilo para dizer uma coisa de que precisa, começando por como você se sente e não pelo que a outra pessoa faz de errado.',
          'Considere marcar uma sessão com um terapeuta de casal ou individual, nem que seja só para enxergar com mais clareza onde você está.',
        ],
        coachingQuestion:
          'Como precisaria ser uma relação amorosa, incluindo a relação com você mesmo, para você se sentir seguro e valorizado?',
      },
    },
  },

  'community-giving': {
    about:
      'Esta área fala do seu lugar no mundo mais amplo: o bairro, os grupos e as causas de que você faz parte, e as formas como você contribui com tempo, dinheiro, habilidades ou simples gentileza. Ela mostra se você se sente parte de algo maior do que o seu próprio círculo.',
    research: {
      finding:
        'Uma revisão sistemática descobriu que, em estudos de coorte de longo prazo, pessoas que faziam trabalho voluntário relatavam menos depressão, mais satisfação com a vida e mais bem-estar, além de um menor risco de morte durante o acompanhamento. Os ensaios randomizados não confirmaram esses benefícios de forma consistente; então o voluntariado pode ajudar, mas também pode ser que pessoas mais saudáveis e felizes tenham mais propensão a ser voluntárias.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'revisão sistemática e meta-análise de 40 artigos (ensaios e estudos de coorte)',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você se sente ligado a uma comunidade e contribui de formas que têm significado para você. Talvez você seja alguém que os vizinhos conhecem, ou alguém que se dedica a uma causa ano após ano. Vale conferir se doar ainda enche você de energia, em vez de desgastar você aos poucos.',
        nextSteps: [
          'Anote a contribuição que mais tem significado para você, e por quê, para protegê-la quando a vida ficar corrida.',
          'Convide alguém novo para ir com você a um grupo, evento ou causa de que você participa.',
          'Agradeça a uma pessoa que faz sua comunidade funcionar, como um organizador, um voluntário ou um vizinho que cuida dos outros.',
        ],
        coachingQuestion:
          'Em que você gostaria que sua comunidade fosse diferente por você ter feito parte dela?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você se importa com sua comunidade, mas participa menos do que gostaria; o tempo pode estar curto, ou você ainda não encontrou seu lugar. Talvez você contribua de vez em quando, mas isso pareça desconectado do que você valoriza. Contribuições pequenas e regulares costumam trazer mais satisfação do que grandes gestos ocasionais.',
        nextSteps: [
          'Faça uma pequena gentileza para um vizinho ou um desconhecido em cada um de cinco dias e repare em como você se sente.',
          'Procure um grupo ou uma causa local ligada a algo que importa para você e descubra como seria um primeiro passo.',
          'Tenha uma conversa de verdade, não só um aceno, com alguém que você vê sempre mas mal conhece, como o dono da padaria ou um vizinho.',
        ],
        coachingQuestion:
          'Com qual causa ou grupo você se importa o suficiente para dedicar uma hora por mês, e o que impediu você até agora?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que você se sente desconectado das pessoas e dos lugares ao seu redor, ou que contribuir parece fora de alcance porque sua própria vida está exigindo muito agora. As duas coisas são compreensíveis. O sentimento de pertencimento pode começar bem pequeno, com um rosto conhecido, uma conversa rápida ou uma forma modesta de ajudar.',
        nextSteps: [
          'Aprenda o nome de um vizinho ou de um rosto conhecido do bairro e use-o da próxima vez que encontrar essa pessoa.',
          'Passe 15 minutos vendo o que acontece por perto, como eventos da biblioteca, uma horta comunitária ou um grupo religioso ou cultural, e anote uma coisa para experimentar.',
          'Faça uma coisa útil que leve menos de dez minutos, como deixar uma avaliação gentil para um comércio local ou se oferecer para carregar algo para alguém.',
        ],
        coachingQuestion:
          'Onde você já sente, mesmo que um pouco, que pertence, e como poderia passar um pouco mais de tempo lá?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Diversão e lazer abrangem brincadeiras, hobbies, descanso e as coisas que você faz simplesmente porque gosta. É onde você recarrega as energias, explora e perde a noção do tempo, e muitas vezes é a primeira coisa a ser espremida quando a vida fica corrida.',
    research: {
      finding:
        'Uma meta-análise encontrou uma ligação moderada entre lazer e bem-estar, e estudos longitudinais e experimentais sugerem que o lazer pode aumentar o bem-estar, e não apenas refleti-lo. A frequência com que as pessoas se dedicavam ao lazer, e o quanto ele era variado, importava mais do que o tempo total gasto.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-análise de 37 tamanhos de efeito, com mais de 11 mil pessoas',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você abre espaço para se divertir: tem atividades que envolvem você, pessoas com quem se divertir e um tempo que é seu. Talvez você tenha aprendido que diversão não é só uma recompensa por terminar todo o resto. Isso é uma força de verdade, e muitas vezes sustenta o resto da sua roda.',
        nextSteps: [
          'Experimente nesta semana uma atividade nova, um pouco fora do seu repertório, como outro esporte, um trabalho manual ou um jogo.',
          'Compartilhe um hobby que você adora com alguém, convidando a pessoa para ir junto ou ensinando o básico.',
          'Repare em qual atividade desta semana fez você perder a noção do tempo e anote o que a tornou tão envolvente.',
        ],
        coachingQuestion:
          'Que tipo de brincadeira você deixou de lado desde que era mais novo, e como seria trazer um pouco dela de volta?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você tem algum lazer, mas ele talvez seja mais recuperação: rolar a tela do celular, ver TV ou desabar no fim do dia. Essas coisas têm seu lugar, mas raramente renovam você como algo ativo, social ou envolvente consegue. Talvez seus hobbies tenham sumido da agenda sem que você tenha realmente escolhido isso.',
        nextSteps: [
          'Reserve nesta semana um bloco de duas horas para algo de que você gosta e proteja esse tempo como um compromisso.',
          'Liste dez coisas que já trouxeram alegria para você e faça uma delas antes do fim de semana acabar.',
          'Em duas noites, troque 20 minutos de celular por algo com as mãos, como cozinhar, tocar música, desenhar ou montar um quebra-cabeça.',
        ],
        coachingQuestion:
          'Quando foi a última vez que você se sentiu totalmente envolvido em algo só pela diversão, e o que era diferente naquela época?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que quase não sobra tempo nem energia para se divertir, ou que as coisas que você adorava perderam a graça. Isso costuma acontecer com excesso de trabalho, responsabilidades de cuidado ou humor baixo. Mesmo pequenas doses de diversão podem ajudar, e se nada tem parecido prazeroso há semanas, vale a pena comentar isso com um médico.',
        nextSteps: [
          'Escolha um prazer de dez minutos para cada dia desta semana, como uma música favorita, uma caminhada curta num lugar agradável ou um jogo rápido, e faça isso sem fazer outra coisa ao mesmo tempo.',
          'Olhe sua agenda e recupere uma hora de uma obrigação que importa menos do que você pensava.',
          'Chame um amigo ou alguém da família para fazer algo leve com você, sem outro objetivo além de aproveitar.',
        ],
        coachingQuestion:
          'O que você faria com uma tarde livre se não precisasse justificar isso para ninguém, nem para você mesmo?',
      },
    },
  },

  'physical-environment': {
    about:
      'Esta área fala dos espaços onde você vive e trabalha: sua casa, seu espaço de trabalho, seu bairro e seu acesso a luz, silêncio e natureza. O ambiente influencia o humor e a energia mais do que as pessoas costumam perceber, para o bem ou para o mal.',
    research: {
      finding:
        'Numa pesquisa com quase 20 mil pessoas na Inglaterra, quem passava pelo menos 120 minutos por semana na natureza tinha mais chance de relatar boa saúde e bem-estar elevado do que quem não passava tempo nenhum. Parecia não importar se esse tempo vinha de uma visita longa ou de várias mais curtas, embora uma pesquisa desse tipo mostre uma associação, não uma prova de causa.',
      sources: ['White et al. (2019)'],
      evidence: 'grande pesquisa nacional',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que o ambiente ao seu redor apoia você na maior parte do tempo: a casa parece um lugar de descanso, seu espaço de trabalho funciona e você tem acesso a luz, ar ou áreas verdes. Isso pode refletir escolhas que você fez com cuidado ao longo do tempo. Um pouco de manutenção agora ajuda a manter tudo assim conforme suas necessidades mudam.',
        nextSteps: [
          'Percorra sua casa, encontre o cantinho que mais traz calma e anote o que faz ele funcionar.',
          'Passe pelo menos duas horas ao ar livre, em áreas verdes ou perto da água, ao longo desta semana, nos intervalos que forem melhores para você.',
          'Conserte ou termine uma coisinha que você vem contornando, como uma lâmpada queimada, uma porta rangendo ou uma pilha de coisas na entrada.',
        ],
        coachingQuestion:
          'Como você quer que o seu espaço apoie a vida que você está construindo?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que seu espaço está ok, mas não exatamente certo: a bagunça pode ir se acumulando, um cômodo pode não combinar com o uso que você faz dele, barulho ou luz podem incomodar, ou você quase não sai ao ar livre. Você pode sentir essas coisas como um estresse de fundo, e não como grandes problemas. Pequenas mudanças num espaço podem transformar a sensação que ele passa surpreendentemente rápido.',
        nextSteps: [
          'Escolha uma superfície, como uma mesa, a bancada ou a escrivaninha, esvazie-a por completo em 15 minutos e repare em como é usá-la depois.',
          'Aproxime sua cadeira principal ou sua mesa da luz natural, ou coloque uma planta ou um quadro de que você goste onde você passa mais tempo.',
          'Faça uma caminhada de 20 minutos no lugar mais verde perto de você em dois dias desta semana.',
        ],
        coachingQuestion:
          'Se sua casa pudesse ajudar você a se sentir de um jeito no fim de cada dia, que sensação seria essa, e o que está no caminho?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode refletir uma casa que parece apertada, barulhenta, insegura, caótica ou que não é realmente sua, ou um bairro ou um trajeto diário que esgota você. Parte disso pode estar fora do seu controle, como o custo da moradia ou os vizinhos, o que pode dar uma sensação de estar travado. Mesmo assim, pequenas mudanças ao seu alcance podem aliviar o estresse do dia a dia enquanto você pensa em mudanças maiores.',
        nextSteps: [
          'Escolha um cantinho, nem que seja só uma cadeira ou a mesa de cabeceira, e deixe-o calmo e agradável.',
          'Anote as três coisas do seu entorno que mais incomodam você e marque quais delas você pode influenciar.',
          'Encontre um lugar perto de casa onde você se sinta à vontade, como um parque, uma biblioteca ou um café, e passe um tempo lá nesta semana.',
        ],
        coachingQuestion:
          'Como seria um lugar que realmente apoia você, e qual é um passo em direção a ele que está sob o seu controle?',
      },
    },
  },

  'personal-growth': {
    about:
      'Crescimento pessoal abrange aprender, desenvolver habilidades, se conhecer melhor e se tornar cada vez mais quem você quer ser. Inclui curiosidade, reflexão e a coragem de tentar coisas em que você ainda não é bom.',
    research: {
      finding:
        'O modelo de bem-estar psicológico de Carol Ryff trata o crescimento pessoal, a sensação de continuar se desenvolvendo e realizando seu potencial, como uma das seis partes centrais de uma vida boa, ao lado de propósito de vida, autoaceitação, autonomia, domínio do ambiente e relações positivas. O questionário dela é muito usado em pesquisas sobre bem-estar ao longo da vida adulta.',
      sources: ['Ryff (1989)'],
      evidence: 'estudo de construção teórica com um questionário aplicado a adultos',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você sente que está aprendendo e crescendo, com a sensação de estar caminhando para quem quer ser. Talvez você goste de desafios e lide bem com ainda não saber fazer algo. Seu próximo passo pode ser compartilhar o que aprende, ou escolher de forma mais deliberada em que quer crescer.',
        nextSteps: [
          'Anote a coisa mais importante que você aprendeu no último ano e quem poderia se beneficiar de ouvir sobre ela.',
          'Escolha uma habilidade que você está desenvolvendo e encontre uma fonte de feedback específico, como um professor, um colega ou uma gravação de você mesmo.',
          'Escolha um desafio desconfortável para esta semana, como fazer uma pergunta que você normalmente guardaria para si, e faça.',
        ],
        coachingQuestion:
          'Em direção a qual versão de você mesmo você está crescendo, e o que essa pessoa faria diferente nesta semana?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que você está crescendo em alguns aspectos, mas se sente um pouco travado em outros: talvez aprenda quando a vida exige, mas raramente por escolha, ou comece coisas e perca o embalo. Você pode ter ideias sobre o que desenvolver, mas sem um primeiro passo claro. O crescimento costuma ganhar ritmo quando você o torna específico e pequeno.',
        nextSteps: [
          'Dê nome a uma habilidade ou qualidade que você quer desenvolver e escreva um plano “se… então…” para ela: quando e onde você vai praticar por 15 minutos.',
          'Leia, assista ou ouça algo nesta semana só por curiosidade e anote uma ideia que você quer lembrar.',
          'Pergunte a alguém que conhece você bem qual acha que pode ser a sua próxima área de crescimento.',
        ],
        coachingQuestion:
          'Sobre o que você tem curiosidade e ainda não se deu permissão para explorar?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que você se sente travado ou sem saber em quem está se tornando, ou que a vida tem estado tão cheia de exigências que crescer parece um luxo. Também pode refletir um revés que abalou sua confiança. Crescer não precisa ser algo grandioso: passos pequenos e repetidos contam.',
        nextSteps: [
          'Anote uma coisa que você aprendeu ou resolveu bem no último mês, por menor que seja, como lembrete de que você continua crescendo.',
          'Escolha uma prática mínima, como cinco minutos de leitura ou uma palavra nova em outro idioma, e ligue-a a algo que você já faz todos os dias.',
          'Lembre-se de uma época em que você sentia que estava crescendo e anote o que tornou isso possível.',
        ],
        coachingQuestion:
          'Que pequeno passo mostraria a você, daqui a um mês, que você voltou a se mexer?',
      },
    },
  },

  spirituality: {
    about:
      'Espiritualidade, aqui, significa sua relação com sentido, propósito e tudo aquilo que você vive como maior do que você, seja pela religião, pela natureza, pela arte, pelos valores, pela reflexão ou pela comunidade. É algo profundamente pessoal, e não existe jeito certo de pontuar.',
    research: {
      finding:
        'Pesquisas com o Questionário de Sentido de Vida (Meaning in Life Questionnaire) distinguem ter um sentido de vida de estar em busca de um. Sentir que sua vida tem sentido está ligado, de forma consistente, a mais bem-estar, e a busca se revelou uma experiência à parte; ou seja, uma pessoa pode ter algum sentido e ainda estar procurando mais.',
      sources: ['Steger et al. (2006)'],
      evidence: 'estudos de desenvolvimento do questionário com várias amostras de estudantes',
    },
    bands: {
      high: {
        reflect:
          'Uma pontuação alta sugere que você tem clareza sobre o que dá sentido à sua vida, e práticas ou crenças que dão chão a você. Isso pode aparecer como calma nos momentos difíceis ou como uma conexão sentida com algo maior. Essa base também pode ser uma fonte de força para as pessoas ao seu redor.',
        nextSteps: [
          'Reserve dez minutos de silêncio nesta semana para refletir sobre o que tem tido mais sentido ultimamente, e por quê.',
          'Compartilhe uma prática, um texto, um lugar ou uma música que dá chão a você com alguém que possa valorizar isso.',
          'Procure um momento de encantamento nesta semana, como um céu imenso, uma música ou um ato de coragem, e fique com ele um pouco mais do que o normal.',
        ],
        coachingQuestion:
          'Como o seu senso de propósito está moldando as escolhas que você faz num dia comum?',
      },
      mid: {
        reflect:
          'Uma pontuação média costuma significar que o sentido está presente, mas rarefeito ou intermitente: você pode se sentir conectado em certos momentos e perder o fio na correria do dia a dia. Talvez crenças antigas já não sirvam tão bem e novas ainda estejam se formando. Esse meio do caminho é comum e pode ser fértil.',
        nextSteps: [
          'Escreva três valores pelos quais você mais quer viver e uma ocasião nesta semana em que você possa agir de acordo com cada um.',
          'Experimente cinco minutos de silêncio toda manhã, seja rezando, meditando, respirando devagar ou simplesmente sentado sem o celular.',
          'Passe um tempo num lugar que faça você se sentir pequeno no bom sentido, como o alto de um morro, o mar, um prédio antigo ou debaixo de um céu aberto.',
        ],
        coachingQuestion:
          'Quando você se sente mais conectado a algo maior do que você, e como poderia abrir mais espaço para isso?',
      },
      low: {
        reflect:
          'Uma pontuação baixa pode significar que você se sente desconectado de sentido ou propósito, que a vida virou uma sequência de tarefas ou que crenças que antes sustentavam você já não sustentam. Às vezes isso vem depois de uma perda, de um esgotamento ou de uma decepção. Essas estão entre as perguntas humanas mais antigas, e não ter respostas agora faz parte de ser humano.',
        nextSteps: [
          'Faça uma lista curta de momentos da sua vida que tiveram sentido, mesmo que por pouco tempo, e procure o que eles têm em comum.',
          'Passe 20 minutos nesta semana num lugar tranquilo, de preferência ao ar livre e sem o celular, e simplesmente repare no que você percebe.',
          'Converse sobre as perguntas que você vem carregando com alguém cujo senso de sentido você respeita, como um amigo, uma pessoa mais velha, um líder religioso ou um terapeuta.',
        ],
        coachingQuestion:
          'Se a sua vida fosse guiada por uma única coisa que realmente importa para você, qual seria, e o que mudaria?',
      },
    },
  },
};
