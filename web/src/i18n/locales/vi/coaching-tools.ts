import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Công cụ tự coaching cho mọi lĩnh vực cuộc sống | Lifewheel',
    description: 'Tổng quan {{count}} bài tập tự coaching ngắn, xếp theo 12 lĩnh vực của bánh xe cuộc đời: mục đích của từng bài và thời gian cần thiết.',
  },
  title: 'Công cụ tự coaching',
  intro:
    '{{count}} bài tập ngắn, thiết thực mà bạn có thể tự làm, được xếp theo lĩnh vực cuộc sống mà chúng hỗ trợ nhiều nhất. Mỗi bài đều có các bước rõ ràng, câu hỏi gợi mở và phương pháp làm nền tảng.',
  jumpTo: 'Đi đến lĩnh vực',
  groupCount_other: '{{count}} công cụ',
  minutes_other: '{{count}} phút',
  premium: {
    badge: 'Gói Premium',
    body: 'Mở khóa mọi công cụ với hướng dẫn từng bước, lưu lại tiến trình theo thời gian và đi sâu hơn vào mọi lĩnh vực của cuộc sống, chỉ với {{price}}.',
    cta: 'Nâng cấp Premium',
    fullTools: 'Mở công cụ đầy đủ, kèm các bước',
  },
  assessment: {
    body: 'Chưa biết bắt đầu từ đâu? Bánh xe của bạn sẽ cho thấy lĩnh vực nào có khoảng cách lớn nhất.',
    link: 'Làm bài đánh giá miễn phí',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
