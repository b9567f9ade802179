import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: '你的测评记录',
    showMore: '显示更早的测评',
    loadingMore: '正在加载更早的测评…',
    moreFailed: '无法加载你更早的测评。请检查网络连接后重试。',
  },
  compare: {
    howTo: '要对比两次测评，先在一次上点“对比”，再在另一次上点。',
    pick: '对比',
    picked: '已选中对比',
    pickSecond: '现在请选择第二次测评，与 {{date}} 的那次对比。',
    differentWheel: '不同的轮：它评估的是其他领域，无法与你选中的测评对比。',
    differentTitle: '不同的轮',
    differentBody: '这些测评评估的领域与你选中的不同，无法逐个领域对比。',
    title: '{{earlier}} 与 {{later}} 对比',
    legendLater: '实心：{{date}}',
    legendEarlier: '虚线轮廓：{{date}}',
    caption: '{{earlier}} 与 {{later}} 各领域的当前满意度及变化（1 到 10）。',
    earlier: '之前',
    later: '之后',
    change: '变化',
    close: '关闭对比',
  },
  trends: {
    title: '各领域的变化',
    intro: '你用标准 12 领域生命之轮做的每次测评中，各领域的当前满意度。',
    loading: '正在加载你的趋势…',
    loadFailed: '无法加载你的趋势。请检查网络连接后重试。',
    notYet: '用标准轮完成第二次测评后，这里会显示你的趋势。',
    summary: '起初 {{first}}，现在 {{last}}（测评次数：{{count}}）',
    stuck: '停滞：最近三次测评分数相同',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
