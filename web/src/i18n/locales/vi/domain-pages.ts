import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: một lĩnh vực của bánh xe cuộc đời | Lifewheel',
  },
  eyebrow: 'Một lĩnh vực trên bánh xe cuộc đời của bạn',
  covers: 'Lĩnh vực này bao gồm những gì',
  signsOfBalance: 'Dấu hiệu của sự cân bằng',
  signsOfStrain: 'Dấu hiệu của sự căng thẳng',
  research: 'Nghiên cứu nói gì',
  sources_other: 'Nguồn',
  evidence: 'Loại bằng chứng',
  reflection: 'Câu hỏi để suy ngẫm',
  cta: {
    title: 'Lĩnh vực này của bạn đang thế nào?',
    body: 'Chấm điểm lĩnh vực này và các lĩnh vực khác trong cuộc sống chỉ trong khoảng 5 phút. Miễn phí và không cần tài khoản.',
    link: 'Làm bài đánh giá miễn phí',
  },
  tools: 'Công cụ tự coaching cho lĩnh vực này',
  otherAreas: 'Các lĩnh vực khác của bánh xe',
} satisfies Translation<EnglishBundle['domainPages']>;
