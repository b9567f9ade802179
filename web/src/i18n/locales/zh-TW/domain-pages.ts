import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}：生命之輪的一個領域 | Lifewheel',
  },
  eyebrow: '你的生命之輪中的一個領域',
  covers: '這個領域包括什麼',
  signsOfBalance: '平衡的跡象',
  signsOfStrain: '失衡的跡象',
  research: '研究怎麼說',
  sources_other: '來源',
  evidence: '證據類型',
  reflection: '值得思考的問題',
  cta: {
    title: '這個領域對你來說怎麼樣？',
    body: '大約 5 分鐘，為這個領域和生活中的其他領域評分。免費，無需註冊帳號。',
    link: '開始免費評估',
  },
  tools: '適用於這個領域的自我教練工具',
  otherAreas: '生命之輪的其他領域',
} satisfies Translation<EnglishBundle['domainPages']>;
