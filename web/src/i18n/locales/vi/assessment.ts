import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Làm bài đánh giá bánh xe cuộc đời | Lifewheel',
    description: 'Trả lời hai câu hỏi ngắn cho mỗi lĩnh vực cuộc sống: hiện bạn hài lòng đến đâu và bạn muốn hài lòng đến đâu. Miễn phí và riêng tư.',
  },
  title: 'Bánh xe cuộc đời của bạn',
  progress: 'Câu {{current}} / {{total}}',
  progressLabel: 'Tiến độ bài đánh giá',
  current: {
    question: 'Hiện tại bạn hài lòng với lĩnh vực “{{domain}}” đến mức nào?',
    legend: 'Mức hài lòng hiện tại: {{domain}}',
  },
  desired: {
    question: 'Bạn muốn hài lòng với lĩnh vực “{{domain}}” đến mức nào?',
    legend: 'Mức hài lòng mong muốn: {{domain}}',
  },
  scale: {
    guidance: 'Chọn một số từ 1 (rất không hài lòng) đến 10 (rất hài lòng). Bạn cũng có thể dùng phím 1–9 và 0 (cho số 10).',
    low: 'Rất không hài lòng',
    high: 'Rất hài lòng',
    option: '{{value}} điểm',
  },
  buttons: {
    next: 'Tiếp',
    previous: 'Quay lại',
    undo: 'Hoàn tác',
    viewResults: 'Xem kết quả',
    saving: 'Đang lưu…',
  },
  restored: 'Chào mừng bạn quay lại: chúng tôi vẫn giữ các câu trả lời của bạn.',
  saveFailed: 'Không lưu được bài đánh giá. Vui lòng thử lại.',
  saveRateLimited: 'Trong một phút qua, mạng của bạn đã lưu rất nhiều bài đánh giá. Vui lòng đợi một phút rồi thử lại; câu trả lời của bạn vẫn còn đây.',
  customWheel: 'Bánh xe tùy chỉnh: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
