import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: '人生のあらゆる領域のためのセルフコーチングツール | Lifewheel',
    description: '{{count}}種類の短いセルフコーチング・エクササイズを「人生の輪」の12領域別に紹介。それぞれの目的と所要時間がわかります。',
  },
  title: 'セルフコーチングツール',
  intro:
    'ひとりで取り組める、短くて実践的な{{count}}種類のエクササイズを、特に役立つ人生の領域ごとにまとめました。どれも明確な手順、振り返りの問い、もとになっている手法が示されています。',
  jumpTo: '領域へ移動',
  groupCount_other: '{{count}}個のツール',
  minutes_other: '{{count}}分',
  premium: {
    badge: 'プレミアム',
    body: 'すべてのツールを手順ガイド付きで使い、これまでの変化を記録し、人生のあらゆる領域をより深く見つめられます。価格はわずか{{price}}です。',
    cta: 'プレミアムを利用する',
    fullTools: '手順まで載ったツール全編を開く',
  },
  assessment: {
    body: 'どこから始めればいいか迷ったら？ホイールを見れば、ギャップの大きい領域がわかります。',
    link: '無料でチェックを始める',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
