import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel：免费的生命之轮自我评估',
    description: '为生活的 12 个领域打分，看清现状与理想之间的差距，并获得有研究支持的下一步建议。完全免费。',
  },
  hero: {
    title: '一眼看清你的整个生活',
    tagline: '为生活的 12 个领域打分：你现在有多满意，又希望有多满意。你的生命之轮会告诉你，哪些方面正蓬勃发展，哪些地方一个小小的改变可能最有意义。',
    takeAssessment: '开始免费评估',
    takeAssessmentShort: '开始评估',
    customize: '自定义',
    duration: '大约 5 分钟，无需注册账号。',
  },
  promo: {
    badge: '全新推出：高级版',
    body: '解锁 100 多种自我教练工具，长期记录你的进展，深入探索生活的每一个领域，只需 {{price}}。',
    cta: '获取高级版',
  },
  explainer: {
    title: '生命之轮是怎么运作的',
    steps: [
      { title: '为每个领域打分', body: '针对 12 个领域，分别选出你今天的满意度和希望达到的满意度，从 1 到 10。' },
      { title: '查看你的生命之轮', body: '你的回答会变成一个轮子。圆满的轮子转得顺畅；凹陷的地方，就是生活感觉颠簸的地方。' },
      { title: '找到下一步', body: '现状与目标之间差距最大的地方，往往就是一个小改变最能带来不同的地方。' },
    ],
  },
  domains: {
    title: '生命之轮的 12 个领域',
    intro: '每个领域都是轮子上的一根辐条。它们合在一起，呈现的是你生活的全貌，而不只是其中一部分。',
  },
} satisfies Translation<EnglishBundle['home']>;
