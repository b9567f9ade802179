import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: '跳到正文',
  loading: '加载中…',
  nav: {
    home: 'Lifewheel 首页',
    login: '登录',
    dashboard: '仪表板',
    mainMenu: '主菜单',
  },
  language: {
    label: '语言',
    switchTo: '切换语言',
    offer: 'Lifewheel 也提供{{language}}版本。',
    offerAccept: '切换到{{language}}',
    offerDismiss: '不用了，谢谢',
    loadFailed: '无法加载该语言。请检查网络连接后重试。',
  },
  footer: {
    tagline: '免费、私密地看看你的生活是否平衡。',
    about: '生命之轮是一种教练练习，通常认为由保罗·J·迈耶（Paul J. Meyer）提出。',
    privacy: '只有在你查看结果时，你的回答才会被保存，并且只能通过一个私密链接访问。',
    coachingTools: '教练工具',
    domains: '生活领域',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: '找不到页面',
    body: '我们没有找到你要访问的页面。它可能已经移动，或者链接不完整。',
    home: '返回首页',
  },
  toast: {
    region: '通知（F8）',
    close: '关闭',
    errorTitle: '出错了',
  },
  errors: {
    unexpected: '我们这边出了点问题，请刷新页面。',
    reload: '刷新',
  },
  meta: {
    defaultTitle: 'Lifewheel：免费的生命之轮自我评估',
    defaultDescription: '为生活的 12 个领域打分，看清现状与理想之间的差距，并获得有研究支持的下一步建议。完全免费。',
  },
} satisfies Translation<EnglishBundle['common']>;
