import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}：生命之轮的一个领域 | Lifewheel',
  },
  eyebrow: '你的生命之轮中的一个领域',
  covers: '这个领域包括什么',
  signsOfBalance: '平衡的迹象',
  signsOfStrain: '失衡的迹象',
  research: '研究怎么说',
  sources_other: '来源',
  evidence: '证据类型',
  reflection: '值得思考的问题',
  cta: {
    title: '这个领域对你来说怎么样？',
    body: '大约 5 分钟，为这个领域和生活中的其他领域打分。免费，无需注册账号。',
    link: '开始免费评估',
  },
  tools: '适用于这个领域的自我教练工具',
  otherAreas: '生命之轮的其他领域',
} satisfies Translation<EnglishBundle['domainPages']>;
