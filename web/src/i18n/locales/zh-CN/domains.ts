import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: '事业与职业', descriptor: '工作中的意义、成长与满足感' },
  'financial-wellbeing': { name: '财务状况', descriptor: '在金钱上感到安心、心中有数' },
  'physical-health': { name: '身体健康', descriptor: '精力、体能、睡眠，以及身体每天的感受' },
  'emotional-wellbeing': { name: '情绪健康', descriptor: '内心的平静、韧性，以及面对人生起伏的方式' },
  family: { name: '家庭', descriptor: '与你视为家人的人之间的亲近、支持与相处时光' },
  friends: { name: '朋友', descriptor: '让你感到被理解、被支持、自在放松的友谊' },
  'relationships-love': { name: '亲密关系与爱情', descriptor: '亲密、伴侣关系，以及你给予和得到的爱' },
  'community-giving': { name: '社区与奉献', descriptor: '归属感、付出，以及为他人带来改变' },
  'fun-recreation': { name: '娱乐与休闲', descriptor: '玩乐、爱好，以及让你忘记时间的时刻' },
  'physical-environment': { name: '生活环境', descriptor: '让你感到平静、安全、属于自己的家和周边环境' },
  'personal-growth': { name: '个人成长', descriptor: '学习、好奇心，以及成为你想成为的人' },
  spirituality: { name: '精神与信仰', descriptor: '意义、价值观，以及与比自己更宏大事物的联结' },
} satisfies Translation<EnglishBundle['domains']>;
