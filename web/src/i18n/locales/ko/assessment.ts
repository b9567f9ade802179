import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: '인생의 수레바퀴 진단하기 | Lifewheel',
    description: '삶의 각 영역마다 간단한 질문 두 개에 답하세요. 지금 얼마나 만족하는지, 얼마나 만족하고 싶은지. 무료이며 나만 볼 수 있어요.',
  },
  title: '나의 인생 수레바퀴',
  progress: '{{total}}개 중 {{current}}번째 질문',
  progressLabel: '진단 진행 상황',
  current: {
    question: '지금 ‘{{domain}}’에 얼마나 만족하나요?',
    legend: '현재 만족도: {{domain}}',
  },
  desired: {
    question: '‘{{domain}}’에 얼마나 만족하고 싶나요?',
    legend: '원하는 만족도: {{domain}}',
  },
  scale: {
    guidance: '1(매우 불만족)부터 10(매우 만족)까지 숫자를 골라 주세요. 키보드의 1~9와 0(10)으로도 고를 수 있어요.',
    low: '매우 불만족',
    high: '매우 만족',
    option: '{{value}}점',
  },
  buttons: {
    next: '다음',
    previous: '이전',
    undo: '실행 취소',
    viewResults: '결과 보기',
    saving: '저장 중…',
  },
  restored: '다시 오셨네요. 지금까지의 답변을 그대로 남겨 두었어요.',
  saveFailed: '진단 결과를 저장하지 못했어요. 다시 시도해 주세요.',
  saveRateLimited: '지난 1분 동안 사용 중인 네트워크에서 많은 진단 결과가 저장되었어요. 1분 정도 기다린 뒤 다시 시도해 주세요. 답변은 그대로 남아 있어요.',
  customWheel: '나만의 수레바퀴: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
