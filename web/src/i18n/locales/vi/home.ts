import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: tự đánh giá bánh xe cuộc đời miễn phí',
    description:
      'Chấm điểm 12 lĩnh vực cuộc sống, thấy khoảng cách giữa hiện tại và điều bạn mong muốn, nhận gợi ý dựa trên nghiên cứu cho bước tiếp theo. Miễn phí.',
  },
  hero: {
    title: 'Nhìn toàn cảnh cuộc sống của bạn chỉ trong một lần',
    tagline:
      'Hãy chấm điểm mức độ hài lòng hiện tại của bạn ở 12 lĩnh vực cuộc sống, và mức bạn mong muốn. Bánh xe của bạn sẽ cho thấy đâu là nơi bạn đang phát triển tốt, và đâu là nơi một thay đổi nhỏ có thể tạo khác biệt lớn nhất.',
    takeAssessment: 'Làm bài đánh giá miễn phí',
    takeAssessmentShort: 'Làm bài đánh giá',
    customize: 'Tùy chỉnh',
    duration: 'Khoảng 5 phút. Không cần tài khoản.',
  },
  promo: {
    badge: 'Mới: Phiên bản Premium',
    body: 'Mở khóa hơn 100 công cụ tự coaching, lưu lại tiến trình theo thời gian và đi sâu hơn vào mọi lĩnh vực của cuộc sống, chỉ với {{price}}.',
    cta: 'Nâng cấp Premium',
  },
  explainer: {
    title: 'Bánh xe cuộc đời hoạt động thế nào',
    steps: [
      {
        title: 'Chấm điểm từng lĩnh vực',
        body: 'Với mỗi lĩnh vực trong 12 lĩnh vực, hãy chọn mức độ hài lòng của bạn hôm nay và mức bạn mong muốn, từ 1 đến 10.',
      },
      {
        title: 'Xem bánh xe của bạn',
        body: 'Câu trả lời của bạn trở thành một bánh xe. Bánh xe tròn đầy sẽ lăn êm; những chỗ lõm cho thấy nơi cuộc sống đang gập ghềnh.',
      },
      { title: 'Tìm bước tiếp theo', body: 'Những khoảng cách lớn nhất giữa hiện tại và mục tiêu chỉ ra nơi một thay đổi nhỏ có thể có ý nghĩa nhất.' },
    ],
  },
  domains: {
    title: '12 lĩnh vực trên bánh xe của bạn',
    intro: 'Mỗi lĩnh vực là một nan hoa của bánh xe. Gộp lại, chúng cho bạn bức tranh toàn cảnh về cuộc sống, chứ không chỉ một phần.',
  },
} satisfies Translation<EnglishBundle['home']>;
