import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: '本文へスキップ',
  loading: '読み込み中…',
  nav: {
    home: 'Lifewheel ホーム',
    login: 'ログイン',
    dashboard: 'ダッシュボード',
    mainMenu: 'メイン',
  },
  language: {
    label: '言語',
    switchTo: '言語を切り替える',
    offer: 'Lifewheel は{{language}}でもご利用いただけます。',
    offerAccept: '{{language}}に切り替える',
    offerDismiss: 'このままでいい',
    loadFailed: 'その言語を読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
  footer: {
    tagline: '人生のバランスを見つめる、無料でプライベートなセルフチェック。',
    about: '「人生の輪（ホイール・オブ・ライフ）」は、ポール・J・マイヤーが考案したとされるコーチングの手法です。',
    privacy: '回答が保存されるのは結果を表示したときだけで、あなた専用の非公開リンクで管理されます。',
    coachingTools: 'コーチングツール',
    domains: '人生の領域',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページが見つかりませんでした。移動したか、リンクが途中で切れている可能性があります。',
    home: 'ホームページへ戻る',
  },
  toast: {
    region: '通知（F8）',
    close: '閉じる',
    errorTitle: 'エラー',
  },
  errors: {
    unexpected: 'こちら側で問題が発生しました。ページを再読み込みしてください。',
    reload: '再読み込み',
  },
  meta: {
    defaultTitle: 'Lifewheel：無料の「人生の輪」セルフチェック',
    defaultDescription: '人生の12の領域を評価して、今の自分と理想の自分のギャップを確認。研究に基づいた次の一歩のヒントも受け取れます。無料です。',
  },
} satisfies Translation<EnglishBundle['common']>;
