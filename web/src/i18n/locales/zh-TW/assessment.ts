import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: '開始生命之輪評估 | Lifewheel',
    description: '每個生活領域只需回答兩個簡單問題：你現在有多滿意，希望有多滿意。免費且私密。',
  },
  title: '你的生命之輪',
  progress: '第 {{current}} 題，共 {{total}} 題',
  progressLabel: '評估進度',
  current: {
    question: '你現在對「{{domain}}」有多滿意？',
    legend: '目前滿意度：{{domain}}',
  },
  desired: {
    question: '你希望對「{{domain}}」有多滿意？',
    legend: '期望滿意度：{{domain}}',
  },
  scale: {
    guidance: '請從 1（非常不滿意）到 10（非常滿意）中選擇一個數字。也可以用鍵盤上的 1–9 和 0（代表 10）。',
    low: '非常不滿意',
    high: '非常滿意',
    option: '{{value}} 分',
  },
  buttons: {
    next: '下一題',
    previous: '上一題',
    undo: '復原',
    viewResults: '檢視結果',
    saving: '正在儲存…',
  },
  restored: '歡迎回來！你之前的回答都還在。',
  saveFailed: '評估儲存失敗，請再試一次。',
  saveRateLimited: '過去一分鐘內，你的網路儲存了許多份評估。請等一分鐘後再試，你的答案都還在。',
  customWheel: '自訂生命之輪：{{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
