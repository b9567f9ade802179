import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Tài khoản của bạn | Lifewheel', description: 'Tải về mọi dữ liệu Lifewheel lưu về bạn, hoặc xóa tài khoản của bạn.' },
  nav: { link: 'Tài khoản' },
  title: 'Tài khoản của bạn',
  intro: 'Bạn đang đăng nhập bằng {{email}}.',
  loading: 'Đang tải tài khoản của bạn…',
  export: {
    title: 'Tải dữ liệu của bạn',
    body: 'Mọi thứ Lifewheel lưu về bạn: tài khoản, các bài đánh giá đã lưu, ghi chú và tiến độ trong các công cụ, tin nhắn bạn đã gửi cho chúng tôi, đăng ký nhận thư và các khoản thanh toán.',
    json: 'Tải về dạng JSON',
    csv: 'Tải về dạng CSV (bảng tính)',
    preparing: 'Đang chuẩn bị tệp của bạn…',
    failed: 'Không tải về được. Vui lòng kiểm tra kết nối và thử lại.',
  },
  delete: {
    title: 'Xóa tài khoản của bạn',
    body: 'Thao tác này sẽ xóa các bài đánh giá đã lưu, ghi chú và tiến độ trong các công cụ, tin nhắn bạn đã gửi cho chúng tôi, đăng ký nhận thư và thông tin đăng nhập của bạn. Hồ sơ thanh toán được giữ lại cho việc kế toán, nhưng không còn địa chỉ email của bạn. Không thể hoàn tác.',
    open: 'Xóa tài khoản của tôi…',
    dialogTitle: 'Xóa vĩnh viễn tài khoản của bạn?',
    label: 'Nhập địa chỉ email của bạn để xác nhận',
    hint: 'Nhập {{email}}',
    confirm: 'Xóa tài khoản của tôi',
    cancel: 'Giữ lại tài khoản',
    deleting: 'Đang xóa…',
    failed: 'Không xóa được tài khoản. Vui lòng kiểm tra kết nối và thử lại.',
    errors: { confirmRequired: 'Nhập địa chỉ email của bạn để xác nhận.', confirmMismatch: 'Đây không phải địa chỉ email của tài khoản này.' },
    doneTitle: 'Tài khoản của bạn đã bị xóa',
    done: 'Mọi dữ liệu chúng tôi lưu về bạn đã được xóa, và bạn đã đăng xuất.',
    home: 'Về trang chủ',
  },
} satisfies Translation<EnglishBundle['account']>;
