import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Ferramentas de autocoaching para cada área da vida | Lifewheel',
    description:
      'Uma visão geral de {{count}} exercícios curtos de autocoaching, agrupados pelas 12 áreas da roda da vida: para que serve cada um e quanto tempo demora.',
  },
  title: 'Ferramentas de autocoaching',
  intro:
    '{{count}} exercícios curtos e práticos para fazeres por tua conta, agrupados pela área da vida em que mais ajudam. Cada um tem passos claros, perguntas para refletir e o método em que se baseia.',
  jumpTo: 'Ir para uma área',
  groupCount_one: '{{count}} ferramenta',
  groupCount_many: '{{count}} ferramentas',
  groupCount_other: '{{count}} ferramentas',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
  premium: {
    badge: 'Versão Premium',
    body: 'Desbloqueia todas as ferramentas com orientação passo a passo, guarda a tua evolução ao longo do tempo e aprofunda cada área da tua vida, por apenas {{price}}.',
    cta: 'Obter acesso Premium',
    fullTools: 'Abrir as ferramentas completas, com os passos',
  },
  assessment: {
    body: 'Não sabes por onde começar? A tua roda mostra as áreas com as maiores distâncias.',
    link: 'Fazer a avaliação gratuita',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
