import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: 인생의 수레바퀴 영역 | Lifewheel',
  },
  eyebrow: '인생의 수레바퀴를 이루는 영역',
  covers: '이 영역에 포함되는 것',
  signsOfBalance: '균형이 잡혀 있다는 신호',
  signsOfStrain: '무리가 가고 있다는 신호',
  research: '연구가 말해 주는 것',
  sources_other: '출처',
  evidence: '근거의 종류',
  reflection: '생각해 볼 질문',
  cta: {
    title: '이 영역은 지금 어떤가요?',
    body: '이 영역과 삶의 다른 영역을 5분 정도면 평가할 수 있어요. 무료이고 계정도 필요 없어요.',
    link: '무료 진단 시작하기',
  },
  tools: '이 영역을 위한 셀프 코칭 도구',
  otherAreas: '수레바퀴의 다른 영역',
} satisfies Translation<EnglishBundle['domainPages']>;
