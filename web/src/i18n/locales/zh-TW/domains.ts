import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: '事業與職業', descriptor: '工作中的意義、成長與滿足感' },
  'financial-wellbeing': { name: '財務狀況', descriptor: '在金錢上感到安心、心中有數' },
  'physical-health': { name: '身體健康', descriptor: '精力、體能、睡眠，以及身體每天的感受' },
  'emotional-wellbeing': { name: '情緒健康', descriptor: '內心的平靜、韌性，以及面對人生起伏的方式' },
  family: { name: '家庭', descriptor: '與你視為家人的人之間的親近、支持與相處時光' },
  friends: { name: '朋友', descriptor: '讓你感到被理解、被支持、自在放鬆的友誼' },
  'relationships-love': { name: '親密關係與愛情', descriptor: '親密、伴侶關係，以及你給予和得到的愛' },
  'community-giving': { name: '社群與奉獻', descriptor: '歸屬感、付出，以及為他人帶來改變' },
  'fun-recreation': { name: '娛樂與休閒', descriptor: '玩樂、愛好，以及讓你忘記時間的時刻' },
  'physical-environment': { name: '生活環境', descriptor: '讓你感到平靜、安全、屬於自己的家和周邊環境' },
  'personal-growth': { name: '個人成長', descriptor: '學習、好奇心，以及成為你想成為的人' },
  spirituality: { name: '精神與信仰', descriptor: '意義、價值觀，以及與比自己更宏大事物的連結' },
} satisfies Translation<EnglishBundle['domains']>;
