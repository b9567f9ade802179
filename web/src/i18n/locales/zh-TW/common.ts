import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: '跳到主要內容',
  loading: '載入中…',
  nav: {
    home: 'Lifewheel 首頁',
    login: '登入',
    dashboard: '儀表板',
    mainMenu: '主選單',
  },
  language: {
    label: '語言',
    switchTo: '切換語言',
    offer: 'Lifewheel 也提供{{language}}版本。',
    offerAccept: '切換到{{language}}',
    offerDismiss: '不用了，謝謝',
    loadFailed: '無法載入該語言。請檢查網路連線後再試一次。',
  },
  footer: {
    tagline: '免費、私密地看看你的生活是否平衡。',
    about: '生命之輪是一種教練練習，通常認為由保羅·J·邁耶（Paul J. Meyer）提出。',
    privacy: '只有在你檢視結果時，你的回答才會被儲存，並且只能透過專屬的私密連結查看。',
    coachingTools: '教練工具',
    domains: '生活領域',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: '找不到頁面',
    body: '我們沒有找到你要找的頁面。它可能已經移動，或者連結不完整。',
    home: '返回首頁',
  },
  toast: {
    region: '通知（F8）',
    close: '關閉',
    errorTitle: '發生錯誤',
  },
  errors: {
    unexpected: '我們這邊出了點問題，請重新整理頁面。',
    reload: '重新整理',
  },
  meta: {
    defaultTitle: 'Lifewheel：免費的生命之輪自我評估',
    defaultDescription: '為生活的 12 個領域評分，看清現狀與理想之間的差距，並獲得有研究佐證的下一步建議。完全免費。',
  },
} satisfies Translation<EnglishBundle['common']>;
