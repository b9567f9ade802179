import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: หนึ่งด้านของวงล้อชีวิต | Lifewheel',
  },
  eyebrow: 'หนึ่งด้านในวงล้อชีวิตของคุณ',
  covers: 'ด้านนี้ครอบคลุมอะไรบ้าง',
  signsOfBalance: 'สัญญาณของความสมดุล',
  signsOfStrain: 'สัญญาณของความตึงเครียด',
  research: 'งานวิจัยบอกอะไร',
  sources_other: 'แหล่งที่มา',
  evidence: 'ประเภทของหลักฐาน',
  reflection: 'คำถามชวนทบทวน',
  cta: {
    title: 'ด้านนี้ของคุณเป็นอย่างไรบ้าง',
    body: 'ให้คะแนนด้านนี้และด้านอื่น ๆ ในชีวิตของคุณในเวลาประมาณ 5 นาที ฟรีและไม่ต้องสมัครบัญชี',
    link: 'เริ่มทำแบบประเมินฟรี',
  },
  tools: 'เครื่องมือโค้ชตัวเองสำหรับด้านนี้',
  otherAreas: 'ด้านอื่น ๆ ของวงล้อ',
} satisfies Translation<EnglishBundle['domainPages']>;
