import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Ferramentas de autocoaching para cada área da vida | Lifewheel',
    description: 'Conheça {{count}} exercícios curtos de autocoaching, organizados pelas 12 áreas da roda da vida: para que serve cada um e quanto tempo leva.',
  },
  title: 'Ferramentas de autocoaching',
  intro:
    '{{count}} exercícios curtos e práticos para fazer por conta própria, organizados pela área da vida em que mais ajudam. Cada um traz passos claros, perguntas para reflexão e o método em que se baseia.',
  jumpTo: 'Ir para uma área',
  groupCount_one: '{{count}} ferramenta',
  groupCount_many: '{{count}} ferramentas',
  groupCount_other: '{{count}} ferramentas',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
  premium: {
    badge: 'Versão Premium',
    body: 'Desbloqueie todas as ferramentas com orientação passo a passo, acompanhe sua evolução ao longo do tempo e aprofunde-se em cada área da sua vida, por apenas {{price}}.',
    cta: 'Quero o acesso Premium',
    fullTools: 'Abrir as ferramentas completas, com os passos',
  },
  assessment: {
    body: 'Não sabe por onde começar? Sua roda mostra quais áreas têm as maiores distâncias.',
    link: 'Fazer a avaliação grátis',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
