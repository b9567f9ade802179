import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'これまでのチェック',
    showMore: '以前のチェックを表示',
    loadingMore: '以前のチェックを読み込んでいます…',
    moreFailed: '以前のチェックを読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
  compare: {
    howTo: '2つのチェックを比べるには、1つ目と2つ目で順に「比較する」を選んでください。',
    pick: '比較する',
    picked: '比較対象に選択中',
    pickSecond: '{{date}}のチェックと比べる、2つ目のチェックを選んでください。',
    differentWheel: '別の輪：ほかの分野を評価しているため、選んだチェックとは比べられません。',
    differentTitle: '別の輪',
    differentBody: 'これらのチェックは選んだものとは別の分野を評価しているため、分野ごとに比べることはできません。',
    title: '{{earlier}}と{{later}}の比較',
    legendLater: '塗りつぶし：{{date}}',
    legendEarlier: '破線の輪郭：{{date}}',
    caption: '{{earlier}}と{{later}}の各分野の現在の満足度と、その変化（1〜10）。',
    earlier: '前',
    later: '後',
    change: '変化',
    close: '比較を閉じる',
  },
  trends: {
    title: '各分野の推移',
    intro: '12分野の標準の輪で行ったすべてのチェックにおける、各分野の現在の満足度です。',
    loading: '推移を読み込んでいます…',
    loadFailed: '推移を読み込めませんでした。接続を確認して、もう一度お試しください。',
    notYet: '推移は、標準の輪での2回目のチェックから表示されます。',
    summary: '最初は{{first}}、現在は{{last}}（チェック回数：{{count}}）',
    stuck: '足踏み中：直近3回のチェックで同じ点数です',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
