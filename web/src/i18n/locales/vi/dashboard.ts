import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Các lần đánh giá của bạn',
    showMore: 'Xem các lần đánh giá trước',
    loadingMore: 'Đang tải các lần đánh giá trước…',
    moreFailed: 'Không tải được các lần đánh giá trước của bạn. Vui lòng kiểm tra kết nối và thử lại.',
  },
  compare: {
    howTo: 'Để so sánh hai lần đánh giá, hãy chọn “So sánh” ở một lần rồi ở một lần khác.',
    pick: 'So sánh',
    picked: 'Đã chọn để so sánh',
    pickSecond: 'Bây giờ hãy chọn lần đánh giá thứ hai để so sánh với lần ngày {{date}}.',
    differentWheel: 'Bánh xe khác: nó đánh giá các lĩnh vực khác nên không thể so sánh với lần bạn đã chọn.',
    differentTitle: 'Bánh xe khác',
    differentBody: 'Những lần đánh giá này chấm các lĩnh vực khác với lần bạn đã chọn nên không thể so sánh từng lĩnh vực.',
    title: '{{earlier}} so với {{later}}',
    legendLater: 'Tô đặc: {{date}}',
    legendEarlier: 'Viền nét đứt: {{date}}',
    caption: 'Mức hài lòng hiện tại ở từng lĩnh vực vào {{earlier}} và {{later}}, cùng mức thay đổi (1 đến 10).',
    earlier: 'Trước',
    later: 'Sau',
    change: 'Thay đổi',
    close: 'Đóng phần so sánh',
  },
  trends: {
    title: 'Từng lĩnh vực đang thay đổi ra sao',
    intro: 'Mức hài lòng hiện tại của bạn ở từng lĩnh vực qua mọi lần đánh giá với bánh xe chuẩn 12 lĩnh vực.',
    loading: 'Đang tải xu hướng của bạn…',
    loadFailed: 'Không tải được xu hướng của bạn. Vui lòng kiểm tra kết nối và thử lại.',
    notYet: 'Xu hướng sẽ hiện từ lần đánh giá thứ hai với bánh xe chuẩn.',
    summary: 'Ban đầu {{first}}, hiện tại {{last}} (số lần đánh giá: {{count}})',
    stuck: 'Dậm chân tại chỗ: cùng một điểm trong ba lần đánh giá gần nhất',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
