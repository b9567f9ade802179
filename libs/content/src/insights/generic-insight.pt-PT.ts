import type { DomainInsight } from '../types.js';

// Texto de resultados para uma área que a própria pessoa nomeou; {{domain}} é esse nome.
export const genericInsight: DomainInsight = {
  about:
    '«{{domain}}» é uma área que escolheste pôr na tua roda, o que já mostra que é importante para ti. A tua pontuação é um retrato de quão satisfeito te sentes com ela neste momento, e a distância até à pontuação desejada mostra quanta mudança gostarias de ver.',
  research: {
    finding:
      'Planos simples do tipo «se acontecer isto, faço aquilo», que ligam uma situação concreta a uma ação concreta e são conhecidos como intenções de implementação, tornam mais provável que as pessoas ajam de acordo com os seus objetivos. Uma meta-análise de 94 testes independentes encontrou um efeito médio a grande na concretização de objetivos, em comparação com as boas intenções por si só, o que faz deles uma ferramenta útil para a área «{{domain}}» ou para qualquer outra área da vida.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-análise de 94 testes independentes',
  },
  bands: {
    high: {
      reflect:
        'Uma pontuação alta sugere que a área «{{domain}}» te está a correr bem neste momento. Talvez tenhas rotinas, pessoas ou escolhas que a sustentam, mesmo que raramente penses nelas. Reparar no que funciona pode ajudar-te a mantê-lo quando a vida mudar.',
      nextSteps: [
        'Aponta as duas ou três coisas que mais ajudam a área «{{domain}}» a correr bem, para as poderes proteger quando tiveres muito que fazer.',
        'Partilha o que está a funcionar na área «{{domain}}» com alguém a quem a tua experiência possa ser útil.',
        'Escolhe uma pequena forma de aprofundar ou alargar a área «{{domain}}» esta semana e decide exatamente quando o vais fazer.',
      ],
      coachingQuestion:
        'O que tornaria a área «{{domain}}» ainda mais satisfatória daqui a um ano, e o que já aponta nessa direção?',
    },
    mid: {
      reflect:
        'Uma pontuação média sugere que a área «{{domain}}» está em parte onde queres. Algumas coisas podem estar a funcionar, enquanto outras parecem emperradas, pouco claras ou espremidas por outras prioridades. Essa mistura é comum e muitas vezes significa que algumas mudanças bem focadas podem fazer uma diferença notória.',
      nextSteps: [
        'Escreve uma frase sobre o que está a funcionar na área «{{domain}}» e outra sobre o que não está.',
        'Escolhe uma pequena mudança para a área «{{domain}}» e faz um plano «se… então…» para ela: define o momento exato em que vais agir e o que vais fazer.',
        'Fala com alguém de confiança sobre a mudança que queres na área «{{domain}}» e pede-lhe que te pergunte como está a correr na próxima semana.',
      ],
      coachingQuestion:
        'Se a área «{{domain}}» subisse apenas dois pontos, o que seria diferente no teu dia a dia?',
    },
    low: {
      reflect:
        'Uma pontuação baixa sugere que a área «{{domain}}» não está onde gostarias e talvez te esteja a pesar. Pode refletir circunstâncias fora do teu controlo, uma mudança recente ou algo que tens andado a adiar. Dar-lhe nome com honestidade é um primeiro passo útil e, se estiver a afetar a tua saúde, a tua segurança ou o teu estado de espírito, falar com um profissional pode ajudar.',
      nextSteps: [
        'Escreve o que faz a área «{{domain}}» parecer em baixo neste momento, separando o que podes influenciar do que não podes.',
        'Escolhe o passo mais pequeno possível que dependa de ti e dá-o nos próximos três dias.',
        'Pede apoio ou um conselho a uma pessoa sobre a área «{{domain}}», nem que seja só para falares sobre isso.',
      ],
      coachingQuestion:
        'O que é que mais te importa na área «{{domain}}», e qual é a primeira coisa que gostarias de mudar?',
    },
  },
};
