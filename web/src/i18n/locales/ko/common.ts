import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: '본문으로 건너뛰기',
  loading: '불러오는 중…',
  nav: {
    home: 'Lifewheel 홈',
    login: '로그인',
    dashboard: '대시보드',
    mainMenu: '메인 메뉴',
  },
  language: {
    label: '언어',
    switchTo: '언어 바꾸기',
    offer: 'Lifewheel은 {{language}}로도 이용할 수 있어요.',
    offerAccept: '{{language}}로 바꾸기',
    offerDismiss: '괜찮아요',
    loadFailed: '해당 언어를 불러오지 못했습니다. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  },
  footer: {
    tagline: '내 삶의 균형을 무료로, 나만 볼 수 있게 점검해 보세요.',
    about: '인생의 수레바퀴(휠 오브 라이프)는 흔히 폴 J. 마이어가 만든 것으로 알려진 코칭 도구예요.',
    privacy: '답변은 결과를 볼 때만 저장되며, 나만 아는 비공개 링크로 관리돼요.',
    coachingTools: '코칭 도구',
    domains: '삶의 영역',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: '페이지를 찾을 수 없어요',
    body: '찾으시는 페이지가 없어요. 페이지가 옮겨졌거나 링크가 잘렸을 수 있어요.',
    home: '홈으로 가기',
  },
  toast: {
    region: '알림(F8)',
    close: '닫기',
    errorTitle: '오류',
  },
  errors: {
    unexpected: '저희 쪽에 문제가 생겼어요. 페이지를 새로고침해 주세요.',
    reload: '새로고침',
  },
  meta: {
    defaultTitle: 'Lifewheel: 무료 인생의 수레바퀴 자가 진단',
    defaultDescription: '삶의 12가지 영역을 평가하고, 지금의 나와 원하는 나 사이의 차이를 확인한 뒤, 연구에 기반한 다음 걸음 아이디어를 받아 보세요. 무료예요.',
  },
} satisfies Translation<EnglishBundle['common']>;
