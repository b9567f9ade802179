import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: '適用於生活各個領域的自我教練工具 | Lifewheel',
    description: '{{count}} 個簡短的自我教練練習，按生命之輪的 12 個領域分類：每個練習的用途和所需時間一目瞭然。',
  },
  title: '自我教練工具',
  intro: '{{count}} 個可以獨自完成的簡短實用練習，按最能幫到的生活領域分類。每個練習都有清晰的步驟、反思提示和所依據的方法。',
  jumpTo: '跳到領域',
  groupCount_other: '{{count}} 個工具',
  minutes_other: '{{count}} 分鐘',
  premium: {
    badge: '進階版',
    body: '解鎖所有工具及其逐步指導，長期記錄你的進展，深入探索生活的每一個領域，只需 {{price}}。',
    cta: '取得進階版',
    fullTools: '開啟完整工具，包含所有步驟',
  },
  assessment: {
    body: '不知道從哪裡開始？你的生命之輪會顯示哪些領域的差距最大。',
    link: '開始免費評估',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
