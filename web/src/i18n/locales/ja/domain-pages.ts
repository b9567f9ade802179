import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}：「人生の輪」の領域 | Lifewheel',
  },
  eyebrow: 'あなたの「人生の輪」の領域',
  covers: 'この領域に含まれること',
  signsOfBalance: 'バランスがとれているサイン',
  signsOfStrain: '負担がかかっているサイン',
  research: '研究からわかっていること',
  sources_other: '出典',
  evidence: '根拠の種類',
  reflection: '振り返りのための問い',
  cta: {
    title: 'この領域は、今どんな状態ですか？',
    body: 'この領域と人生のほかの領域を、約5分で評価できます。無料で、アカウント登録も不要です。',
    link: '無料でチェックを始める',
  },
  tools: 'この領域のためのセルフコーチングツール',
  otherAreas: 'ホイールのほかの領域',
} satisfies Translation<EnglishBundle['domainPages']>;
