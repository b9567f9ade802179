import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: '인쇄용 인생의 수레바퀴 시트',
    description:
      'A4나 레터 용지에 인쇄하는 한 장짜리 인생의 수레바퀴예요. 영역마다 손으로 점수를 매기고, QR 코드로 온라인 수레바퀴에 연결돼요. 휴대폰을 쓰지 않는 공간에 알맞아요.',
    sessionTitle: '{{name}} 종이 시트',
  },
  screen: {
    intro: '한 사람에 한 장, 휴대폰을 쓰지 않는 공간을 위한 시트예요. 원하는 사람은 QR 코드를 스캔해 온라인으로 이어갈 수 있어요.',
    print: '인쇄하기',
    paperSize: '인쇄 대화상자에서 A4 또는 레터를 선택하세요. 어느 쪽이든 한 페이지에 들어가요.',
    preview: '인쇄될 시트 미리보기',
    back: '세션으로 돌아가기',
    loading: '시트를 불러오는 중…',
    notFound: '내 세션 중에서 이 세션을 찾을 수 없어요.',
  },
  paper: {
    title: '나의 인생 수레바퀴',
    instructions: '영역마다 오늘 얼마나 만족하는지 {{min}}(전혀 아님)부터 {{max}}(완전히 만족)까지 스스로 물어보세요. 중심에서 그 원까지 해당 칸을 색칠하세요.',
    scale: '중심은 {{zero}}, 가장 바깥 원은 {{max}}입니다.',
    name: '이름',
    date: '날짜',
    riseTitle: '영역 하나를 고르세요. 1점 더 높아진다면 어떤 모습일까요?',
    riseHint: '이번 달에 할 수 있는 작고 구체적인 일 하나.',
    wheelLabel: '색칠할 빈 수레바퀴, 영역마다 한 칸: {{areas}}',
    online: '휴대폰이 편하다면 온라인으로 진단하세요:',
    session: '코드 {{code}}(으)로 온라인 세션에 참여하세요:',
    qrLabel: '{{url}}(으)로 가는 QR 코드',
  },
} satisfies Translation<EnglishBundle['sheet']>;
