import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: '일과 커리어', descriptor: '일에서 느끼는 의미, 성장, 만족감' },
  'financial-wellbeing': { name: '경제적 안정', descriptor: '돈에 대해 안심하고 스스로 관리하고 있다는 느낌' },
  'physical-health': { name: '신체 건강', descriptor: '활력, 체력, 수면, 그리고 매일 느끼는 몸의 상태' },
  'emotional-wellbeing': { name: '정서적 건강', descriptor: '마음의 평온, 회복력, 삶의 굴곡을 마주하는 방식' },
  family: { name: '가족', descriptor: '가족이라고 부르는 사람들과의 친밀함, 지지, 함께하는 시간' },
  friends: { name: '친구', descriptor: '있는 그대로 이해받고, 지지받고, 편안한 우정' },
  'relationships-love': { name: '연애와 사랑', descriptor: '친밀감, 파트너 관계, 주고받는 사랑' },
  'community-giving': { name: '공동체와 나눔', descriptor: '소속감, 기여, 다른 사람의 삶에 변화를 만드는 일' },
  'fun-recreation': { name: '즐거움과 여가', descriptor: '놀이, 취미, 시간 가는 줄 모르는 순간들' },
  'physical-environment': { name: '생활 환경', descriptor: '평온하고 안전하며 나다운 집과 주변 환경' },
  'personal-growth': { name: '자기 성장', descriptor: '배움, 호기심, 되고 싶은 내가 되어 가는 일' },
  spirituality: { name: '영성과 의미', descriptor: '삶의 의미, 가치관, 나보다 큰 무언가와 이어진 느낌' },
} satisfies Translation<EnglishBundle['domains']>;
