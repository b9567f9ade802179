import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: '印刷用「人生の輪」シート',
    description:
      'A4またはレターに印刷できる1枚の「人生の輪」シート。各領域を手書きで評価でき、オンライン版へのQRコード付きです。スマートフォンを使わない会場に。',
    sessionTitle: '{{name}}の紙のシート',
  },
  screen: {
    intro: '1人1枚、スマートフォンを使わない会場向けです。希望する人はQRコードを読み取ってオンラインで続けられます。',
    print: '印刷する',
    paperSize: '用紙サイズ（A4またはレター）は印刷ダイアログで選んでください。どちらでも1ページに収まります。',
    preview: '印刷されるシートのプレビュー',
    back: 'セッションに戻る',
    loading: 'シートを読み込んでいます…',
    notFound: 'あなたのセッションの中にこのセッションは見つかりませんでした。',
  },
  paper: {
    title: '私の人生の輪',
    instructions:
      '各領域について、今日どのくらい満足しているかを{{min}}（まったく満足していない）から{{max}}（十分に満足している）で考え、その扇形を中心から該当する円まで塗りつぶしてください。',
    scale: '中心が{{zero}}、いちばん外側の円が{{max}}です。',
    name: 'お名前',
    date: '日付',
    riseTitle: '領域を1つ選んでください。1点上がったら、どんな状態でしょうか？',
    riseHint: '今月できる、小さく具体的なことを書いてみましょう。',
    wheelLabel: '塗りつぶして使う空白の輪（領域ごとに1つの扇形）：{{areas}}',
    online: 'スマートフォンで答えたい方は、オンラインでどうぞ：',
    session: 'コード {{code}} でオンラインのセッションに参加できます：',
    qrLabel: '{{url}} へのQRコード',
  },
} satisfies Translation<EnglishBundle['sheet']>;
