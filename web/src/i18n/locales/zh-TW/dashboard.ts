import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: '你的檢測紀錄',
    showMore: '顯示更早的檢測',
    loadingMore: '正在載入更早的檢測…',
    moreFailed: '無法載入你更早的檢測。請檢查網路連線後再試一次。',
  },
  compare: {
    howTo: '要比較兩次檢測，先在一次上點「比較」，再在另一次上點。',
    pick: '比較',
    picked: '已選為比較對象',
    pickSecond: '現在請選第二次檢測，與 {{date}} 的那次比較。',
    differentWheel: '不同的輪：它評估的是其他領域，無法與你選的檢測比較。',
    differentTitle: '不同的輪',
    differentBody: '這些檢測評估的領域與你選的不同，無法逐一領域比較。',
    title: '{{earlier}} 與 {{later}} 比較',
    legendLater: '實心：{{date}}',
    legendEarlier: '虛線輪廓：{{date}}',
    caption: '{{earlier}} 與 {{later}} 各領域的目前滿意度及變化（1 到 10）。',
    earlier: '之前',
    later: '之後',
    change: '變化',
    close: '關閉比較',
  },
  trends: {
    title: '各領域的變化',
    intro: '你用標準 12 領域生命之輪做的每次檢測中，各領域的目前滿意度。',
    loading: '正在載入你的趨勢…',
    loadFailed: '無法載入你的趨勢。請檢查網路連線後再試一次。',
    notYet: '用標準輪完成第二次檢測後，這裡會顯示你的趨勢。',
    summary: '起初 {{first}}，現在 {{last}}（檢測次數：{{count}}）',
    stuck: '停滯：最近三次檢測分數相同',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
