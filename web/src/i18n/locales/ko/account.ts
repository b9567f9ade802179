import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: '내 계정 | Lifewheel', description: 'Lifewheel이 저장한 내 정보를 모두 내려받거나 계정을 삭제하세요.' },
  nav: { link: '계정' },
  title: '내 계정',
  intro: '{{email}}(으)로 로그인되어 있습니다.',
  loading: '계정 정보를 불러오는 중…',
  export: {
    title: '내 데이터 내려받기',
    body: 'Lifewheel이 저장한 내 모든 정보: 계정, 저장한 진단 결과, 도구 메모와 진행 상황, 보내 주신 메시지, 메일링 리스트 구독, 결제 내역.',
    json: 'JSON으로 내려받기',
    csv: 'CSV로 내려받기(스프레드시트)',
    preparing: '파일을 준비하는 중…',
    failed: '내려받지 못했습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  },
  delete: {
    title: '계정 삭제',
    body: '저장한 진단 결과, 도구 메모와 진행 상황, 보내 주신 메시지, 메일링 리스트 구독, 로그인 정보가 지워집니다. 결제 기록은 회계를 위해 남지만 이메일 주소는 삭제됩니다. 되돌릴 수 없습니다.',
    open: '계정 삭제하기…',
    dialogTitle: '계정을 영구적으로 삭제할까요?',
    label: '확인을 위해 이메일 주소를 입력하세요',
    hint: '{{email}}을(를) 입력하세요',
    confirm: '계정 삭제',
    cancel: '계정 유지',
    deleting: '삭제하는 중…',
    failed: '계정을 삭제하지 못했습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
    errors: { confirmRequired: '확인을 위해 이메일 주소를 입력하세요.', confirmMismatch: '이 계정의 이메일 주소가 아닙니다.' },
    doneTitle: '계정이 삭제되었습니다',
    done: '저장되어 있던 모든 정보가 지워졌고 로그아웃되었습니다.',
    home: '홈으로 돌아가기',
  },
} satisfies Translation<EnglishBundle['account']>;
