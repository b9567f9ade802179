import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Bánh xe cuộc đời để in',
    description:
      'Bánh xe cuộc đời trên một trang để in khổ A4 hoặc Letter: tự tay chấm điểm từng lĩnh vực, kèm mã QR dẫn đến bánh xe trực tuyến. Dành cho phòng không dùng điện thoại.',
    sessionTitle: 'Phiếu giấy cho {{name}}',
  },
  screen: {
    intro: 'Mỗi người một trang, dành cho phòng không dùng điện thoại. Ai muốn có thể quét mã QR để tiếp tục trực tuyến.',
    print: 'In phiếu',
    paperSize: 'Chọn A4 hoặc Letter trong hộp thoại in: phiếu vừa một trang ở cả hai khổ giấy.',
    preview: 'Bản xem trước của phiếu in',
    back: 'Quay lại phiên',
    loading: 'Đang tải phiếu…',
    notFound: 'Chúng tôi không tìm thấy phiên này trong các phiên của bạn.',
  },
  paper: {
    title: 'Bánh xe cuộc đời của tôi',
    instructions:
      'Với mỗi lĩnh vực, hãy tự hỏi hôm nay bạn hài lòng đến mức nào, từ {{min}} (hoàn toàn không) đến {{max}} (trọn vẹn). Tô phần của lĩnh vực đó từ tâm ra đến vòng tương ứng.',
    scale: 'Tâm là {{zero}}, vòng ngoài cùng là {{max}}.',
    name: 'Tên của bạn',
    date: 'Ngày',
    riseTitle: 'Chọn một lĩnh vực. Cao hơn một điểm sẽ trông như thế nào?',
    riseHint: 'Một việc nhỏ, cụ thể mà bạn có thể làm trong tháng này.',
    wheelLabel: 'Bánh xe trống để tô, mỗi lĩnh vực một phần: {{areas}}',
    online: 'Thích dùng điện thoại hơn? Làm bài đánh giá trực tuyến:',
    session: 'Tham gia phiên trực tuyến bằng mã {{code}}:',
    qrLabel: 'Mã QR dẫn đến {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
