import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: '开始生命之轮评估 | Lifewheel',
    description: '每个生活领域只需回答两个简单问题：你现在有多满意，希望有多满意。免费且私密。',
  },
  title: '你的生命之轮',
  progress: '第 {{current}} 题，共 {{total}} 题',
  progressLabel: '评估进度',
  current: {
    question: '你现在对“{{domain}}”有多满意？',
    legend: '当前满意度：{{domain}}',
  },
  desired: {
    question: '你希望对“{{domain}}”有多满意？',
    legend: '期望满意度：{{domain}}',
  },
  scale: {
    guidance: '请从 1（非常不满意）到 10（非常满意）中选择一个数字。也可以用键盘上的 1–9 和 0（代表 10）。',
    low: '非常不满意',
    high: '非常满意',
    option: '{{value}} 分',
  },
  buttons: {
    next: '下一题',
    previous: '上一题',
    undo: '撤销',
    viewResults: '查看结果',
    saving: '正在保存…',
  },
  restored: '欢迎回来！你之前的回答都还在。',
  saveFailed: '评估保存失败，请重试。',
  saveRateLimited: '过去一分钟内，你的网络保存了很多份评估。请等一分钟后再试，你的答案都还在。',
  customWheel: '自定义生命之轮：{{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
