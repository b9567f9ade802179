import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: '仕事・キャリア', descriptor: '仕事でのやりがい、成長、満足感' },
  'financial-wellbeing': { name: 'お金・経済面', descriptor: 'お金について安心でき、自分でコントロールできている感覚' },
  'physical-health': { name: '体の健康', descriptor: '活力、体力、睡眠、そして日々の体の調子' },
  'emotional-wellbeing': { name: '心の健康', descriptor: '心の落ち着き、回復力、人生の浮き沈みとの向き合い方' },
  family: { name: '家族', descriptor: '家族と呼べる人たちとのつながり、支え合い、一緒に過ごす時間' },
  friends: { name: '友人', descriptor: 'ありのままの自分でいられ、支え合える友人関係' },
  'relationships-love': { name: '恋愛・パートナー', descriptor: '親密さ、パートナーシップ、与え合う愛情' },
  'community-giving': { name: '地域・社会貢献', descriptor: '居場所があること、誰かの役に立ち、変化を生み出すこと' },
  'fun-recreation': { name: '遊び・余暇', descriptor: '遊び、趣味、時間を忘れて夢中になれるひととき' },
  'physical-environment': { name: '生活環境', descriptor: '落ち着けて安全で、自分らしくいられる住まいと周囲の環境' },
  'personal-growth': { name: '自己成長', descriptor: '学び、好奇心、なりたい自分に近づいていくこと' },
  spirituality: { name: '精神性・生きがい', descriptor: '人生の意味、価値観、自分を超えた大きなものとのつながり' },
} satisfies Translation<EnglishBundle['domains']>;
