import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: '「人生の輪」セルフチェックを受ける | Lifewheel',
    description: '人生の各領域について、今の満足度と理想の満足度、2つの質問に答えるだけ。無料で、回答は非公開です。',
  },
  title: 'あなたの「人生の輪」',
  progress: '質問 {{current}} / {{total}}',
  progressLabel: 'チェックの進み具合',
  current: {
    question: '「{{domain}}」について、今どのくらい満足していますか？',
    legend: '現在の満足度：{{domain}}',
  },
  desired: {
    question: '「{{domain}}」について、どのくらい満足していたいですか？',
    legend: '理想の満足度：{{domain}}',
  },
  scale: {
    guidance: '1（とても不満）から10（とても満足）までの数字を選んでください。キーボードの1〜9と0（10の代わり）でも選べます。',
    low: 'とても不満',
    high: 'とても満足',
    option: '{{value}}点',
  },
  buttons: {
    next: '次へ',
    previous: '前へ',
    undo: '元に戻す',
    viewResults: '結果を見る',
    saving: '保存中…',
  },
  restored: 'おかえりなさい。これまでの回答はそのまま残っています。',
  saveFailed: '結果を保存できませんでした。もう一度お試しください。',
  saveRateLimited: 'この1分間に、お使いのネットワークから多くの結果が保存されました。1分ほど待ってから、もう一度お試しください。回答はそのまま残っています。',
  customWheel: 'カスタムホイール：{{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
