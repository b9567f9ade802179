import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: '삶의 모든 영역을 위한 셀프 코칭 도구 | Lifewheel',
    description: '인생의 수레바퀴 12가지 영역별로 정리한 짧은 셀프 코칭 연습 {{count}}가지. 각각의 목적과 걸리는 시간을 한눈에 확인하세요.',
  },
  title: '셀프 코칭 도구',
  intro:
    '혼자서도 할 수 있는 짧고 실용적인 연습 {{count}}가지를, 가장 도움이 되는 삶의 영역별로 묶었어요. 모든 연습에 명확한 단계, 돌아보기 질문, 바탕이 된 방법이 담겨 있어요.',
  jumpTo: '영역으로 바로 가기',
  groupCount_other: '도구 {{count}}개',
  minutes_other: '{{count}}분',
  premium: {
    badge: '프리미엄',
    body: '모든 도구를 단계별 안내와 함께 쓰고, 시간에 따른 변화를 저장하고, 삶의 모든 영역을 더 깊이 들여다보세요. 단 {{price}}예요.',
    cta: '프리미엄 이용하기',
    fullTools: '단계까지 담긴 전체 도구 열기',
  },
  assessment: {
    body: '어디서부터 시작할지 모르겠나요? 수레바퀴를 보면 차이가 가장 큰 영역을 알 수 있어요.',
    link: '무료 진단 시작하기',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
