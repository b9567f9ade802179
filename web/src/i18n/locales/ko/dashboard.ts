import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: '나의 점검 기록',
    showMore: '이전 점검 더 보기',
    loadingMore: '이전 점검을 불러오는 중…',
    moreFailed: '이전 점검을 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  },
  compare: {
    howTo: '두 점검을 비교하려면 하나에서 ‘비교’를 누른 뒤 다른 하나에서도 누르세요.',
    pick: '비교',
    picked: '비교 대상으로 선택됨',
    pickSecond: '이제 {{date}} 점검과 비교할 두 번째 점검을 고르세요.',
    differentWheel: '다른 휠: 다른 영역을 평가하므로 선택한 점검과 비교할 수 없습니다.',
    differentTitle: '다른 휠',
    differentBody: '이 점검들은 선택한 점검과 다른 영역을 평가하므로 영역별로 비교할 수 없습니다.',
    title: '{{earlier}}와 {{later}} 비교',
    legendLater: '채움: {{date}}',
    legendEarlier: '점선 테두리: {{date}}',
    caption: '{{earlier}}와 {{later}}의 영역별 현재 만족도와 변화(1~10).',
    earlier: '이전',
    later: '이후',
    change: '변화',
    close: '비교 닫기',
  },
  trends: {
    title: '영역별 변화 추이',
    intro: '12개 영역 기본 휠로 한 모든 점검에서의 영역별 현재 만족도입니다.',
    loading: '추이를 불러오는 중…',
    loadFailed: '추이를 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
    notYet: '추이는 기본 휠로 두 번째 점검을 한 뒤부터 보입니다.',
    summary: '처음 {{first}}, 지금 {{last}} (점검 횟수: {{count}})',
    stuck: '정체: 최근 세 번의 점검에서 점수가 같습니다',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
