import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: '适用于生活各个领域的自我教练工具 | Lifewheel',
    description: '{{count}} 个简短的自我教练练习，按生命之轮的 12 个领域分类：每个练习的用途和所需时间一目了然。',
  },
  title: '自我教练工具',
  intro: '{{count}} 个可以独自完成的简短实用练习，按最能帮到的生活领域分类。每个练习都有清晰的步骤、反思提示和所依据的方法。',
  jumpTo: '跳转到领域',
  groupCount_other: '{{count}} 个工具',
  minutes_other: '{{count}} 分钟',
  premium: {
    badge: '高级版',
    body: '解锁所有工具及其分步指导，长期记录你的进展，深入探索生活的每一个领域，只需 {{price}}。',
    cta: '获取高级版',
    fullTools: '打开完整工具，包含全部步骤',
  },
  assessment: {
    body: '不知道从哪里开始？你的生命之轮会显示哪些领域的差距最大。',
    link: '开始免费评估',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
