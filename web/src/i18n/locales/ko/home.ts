import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: 무료 인생의 수레바퀴 자가 진단',
    description: '삶의 12가지 영역을 평가하고, 지금의 나와 원하는 나 사이의 차이를 확인한 뒤, 연구에 기반한 다음 걸음 아이디어를 받아 보세요. 무료예요.',
  },
  hero: {
    title: '내 삶 전체를 한눈에',
    tagline:
      '삶의 12가지 영역에서 지금 얼마나 만족하는지, 그리고 얼마나 만족하고 싶은지 평가해 보세요. 수레바퀴를 보면 어디가 잘 굴러가고 있는지, 어디서 작은 변화가 가장 큰 의미를 가질지 알 수 있어요.',
    takeAssessment: '무료 진단 시작하기',
    takeAssessmentShort: '진단 시작하기',
    customize: '직접 만들기',
    duration: '약 5분이면 끝나요. 계정이 없어도 돼요.',
  },
  promo: {
    badge: 'NEW: 프리미엄 버전',
    body: '100가지가 넘는 셀프 코칭 도구를 쓰고, 시간에 따른 변화를 저장하고, 삶의 모든 영역을 더 깊이 들여다보세요. 단 {{price}}예요.',
    cta: '프리미엄 이용하기',
  },
  explainer: {
    title: '인생의 수레바퀴는 이렇게 작동해요',
    steps: [
      { title: '영역별로 평가하기', body: '12가지 영역마다 오늘 얼마나 만족하는지, 그리고 얼마나 만족하고 싶은지를 1부터 10까지 골라요.' },
      { title: '내 수레바퀴 보기', body: '답변이 하나의 수레바퀴가 돼요. 둥글고 꽉 찬 바퀴는 부드럽게 굴러가고, 움푹 들어간 곳은 삶이 덜컹거리는 부분이에요.' },
      { title: '다음 걸음 찾기', body: '지금과 목표 사이의 차이가 가장 큰 곳이, 작은 변화가 가장 큰 의미를 가질 수 있는 곳이에요.' },
    ],
  },
  domains: {
    title: '수레바퀴를 이루는 12가지 영역',
    intro: '각 영역은 수레바퀴의 바큇살 하나예요. 모두 모이면 삶의 한 부분이 아니라 전체 모습이 보여요.',
  },
} satisfies Translation<EnglishBundle['home']>;
