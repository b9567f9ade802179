import type { DomainInsight } from '../types.js';

// Texto de resultados para uma área que a pessoa mesma nomeou; {{domain}} é esse nome.
export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}” é uma área que você escolheu colocar na sua roda, o que já mostra que ela importa para você. Sua pontuação é um retrato de como você se sente em relação a ela neste momento, e a distância até a pontuação desejada mostra quanta mudança você gostaria de ver.',
  research: {
    finding:
      'Planos simples do tipo “se acontecer isso, eu faço aquilo”, que ligam uma situação específica a uma ação específica e são conhecidos como intenções de implementação, aumentam a chance de as pessoas agirem de acordo com suas metas. Uma meta-análise de 94 testes independentes encontrou um efeito de médio a grande no alcance de metas, em comparação com boas intenções apenas, o que faz deles uma ferramenta útil para a área “{{domain}}” ou qualquer outra área da vida.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-análise de 94 testes independentes',
  },
  bands: {
    high: {
      reflect:
        'Uma pontuação alta sugere que a área “{{domain}}” vai bem para você neste momento. Talvez você tenha rotinas, pessoas ou escolhas que a sustentam, mesmo que raramente pense nelas. Perceber o que funciona pode ajudar você a manter isso quando a vida mudar.',
      nextSteps: [
        'Anote as duas ou três coisas que mais ajudam a área “{{domain}}” a ir bem, para poder protegê-las quando a rotina apertar.',
        'Compartilhe o que está funcionando na área “{{domain}}” com alguém que possa se beneficiar da sua experiência.',
        'Escolha uma pequena forma de aprofundar ou ampliar a área “{{domain}}” nesta semana e decida exatamente quando você vai fazer isso.',
      ],
      coachingQuestion:
        'O que tornaria a área “{{domain}}” ainda mais satisfatória daqui a um ano, e o que já aponta nessa direção?',
    },
    mid: {
      reflect:
        'Uma pontuação média sugere que a área “{{domain}}” está em parte onde você quer. Algumas coisas podem estar funcionando, enquanto outras parecem travadas, confusas ou espremidas por outras prioridades. Essa mistura é comum e muitas vezes significa que algumas mudanças bem focadas podem fazer uma diferença perceptível.',
      nextSteps: [
        'Escreva uma frase sobre o que está funcionando na área “{{domain}}” e outra sobre o que não está.',
        'Escolha uma pequena mudança para a área “{{domain}}” e faça um plano “se… então…” para ela: defina o momento exato em que vai agir e o que vai fazer.',
        'Conte a alguém de confiança sobre a mudança que você quer na área “{{domain}}” e peça que essa pessoa pergunte como está indo na semana que vem.',
      ],
      coachingQuestion:
        'Se a área “{{domain}}” subisse só dois pontos, o que seria diferente no seu dia a dia?',
    },
    low: {
      reflect:
        'Uma pontuação baixa sugere que a área “{{domain}}” não está onde você gostaria e talvez esteja pesando para você. Isso pode refletir circunstâncias fora do seu controle, uma mudança recente ou algo que você vem adiando. Dar nome a isso com honestidade é um primeiro passo útil, e se estiver afetando sua saúde, sua segurança ou seu humor, conversar com um profissional pode ajudar.',
      nextSteps: [
        'Anote o que faz a área “{{domain}}” parecer baixa agora, separando o que você pode influenciar do que não pode.',
        'Escolha o menor passo possível que esteja ao seu alcance e dê esse passo nos próximos três dias.',
        'Peça apoio ou conselho a uma pessoa sobre a área “{{domain}}”, nem que seja só para conversar a respeito.',
      ],
      coachingQuestion:
        'O que mais importa para você na área “{{domain}}”, e qual é a primeira coisa que você gostaria de mudar?',
    },
  },
};
