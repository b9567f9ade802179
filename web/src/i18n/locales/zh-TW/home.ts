import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel：免費的生命之輪自我評估',
    description: '為生活的 12 個領域評分，看清現狀與理想之間的差距，並獲得有研究佐證的下一步建議。完全免費。',
  },
  hero: {
    title: '一眼看清你的整個生活',
    tagline: '為生活的 12 個領域評分：你現在有多滿意，又希望有多滿意。你的生命之輪會告訴你，哪些方面正蓬勃發展，哪些地方一個小小的改變可能最有意義。',
    takeAssessment: '開始免費評估',
    takeAssessmentShort: '開始評估',
    customize: '自訂',
    duration: '大約 5 分鐘，無需註冊帳號。',
  },
  promo: {
    badge: '全新推出：進階版',
    body: '解鎖 100 多種自我教練工具，長期記錄你的進展，深入探索生活的每一個領域，只需 {{price}}。',
    cta: '取得進階版',
  },
  explainer: {
    title: '生命之輪是怎麼運作的',
    steps: [
      { title: '為每個領域評分', body: '針對 12 個領域，分別選出你今天的滿意度和希望達到的滿意度，從 1 到 10。' },
      { title: '檢視你的生命之輪', body: '你的回答會變成一個輪子。圓滿的輪子轉得順暢；凹陷的地方，就是生活感覺顛簸的地方。' },
      { title: '找到下一步', body: '現狀與目標之間差距最大的地方，往往就是一個小改變最能帶來不同的地方。' },
    ],
  },
  domains: {
    title: '生命之輪的 12 個領域',
    intro: '每個領域都是輪子上的一根輻條。它們合在一起，呈現的是你生活的全貌，而不只是其中一部分。',
  },
} satisfies Translation<EnglishBundle['home']>;
