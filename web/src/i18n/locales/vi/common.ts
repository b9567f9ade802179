import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Chuyển đến nội dung chính',
  loading: 'Đang tải…',
  nav: {
    home: 'Trang chủ Lifewheel',
    login: 'Đăng nhập',
    dashboard: 'Bảng điều khiển',
    mainMenu: 'Menu chính',
  },
  language: {
    label: 'Ngôn ngữ',
    switchTo: 'Đổi ngôn ngữ',
    offer: 'Lifewheel cũng có phiên bản {{language}}.',
    offerAccept: 'Chuyển sang {{language}}',
    offerDismiss: 'Không, cảm ơn',
    loadFailed: 'Không thể tải ngôn ngữ này. Vui lòng kiểm tra kết nối và thử lại.',
  },
  footer: {
    tagline: 'Một lần tự nhìn lại sự cân bằng trong cuộc sống, miễn phí và riêng tư.',
    about: 'Bánh xe cuộc đời là một bài tập coaching thường được cho là do Paul J. Meyer khởi xướng.',
    privacy: 'Câu trả lời của bạn chỉ được lưu khi bạn xem kết quả, qua một đường liên kết riêng tư.',
    coachingTools: 'Công cụ coaching',
    domains: 'Các lĩnh vực cuộc sống',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Chúng tôi không tìm thấy trang bạn đang tìm. Có thể trang đã được chuyển đi, hoặc đường liên kết chưa đầy đủ.',
    home: 'Về trang chủ',
  },
  toast: {
    region: 'Thông báo (F8)',
    close: 'Đóng',
    errorTitle: 'Lỗi',
  },
  errors: {
    unexpected: 'Đã có lỗi xảy ra từ phía chúng tôi. Vui lòng tải lại trang.',
    reload: 'Tải lại',
  },
  meta: {
    defaultTitle: 'Lifewheel: tự đánh giá bánh xe cuộc đời miễn phí',
    defaultDescription:
      'Chấm điểm 12 lĩnh vực cuộc sống, thấy khoảng cách giữa hiện tại và điều bạn mong muốn, nhận gợi ý dựa trên nghiên cứu cho bước tiếp theo. Miễn phí.',
  },
} satisfies Translation<EnglishBundle['common']>;
