import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'การงานและอาชีพ', descriptor: 'ความหมาย การเติบโต และความพึงพอใจในงานของคุณ' },
  'financial-wellbeing': { name: 'สุขภาวะทางการเงิน', descriptor: 'ความรู้สึกมั่นคงและควบคุมเรื่องเงินของตัวเองได้' },
  'physical-health': { name: 'สุขภาพกาย', descriptor: 'พลังงาน ความฟิต การนอน และความรู้สึกของร่างกายในแต่ละวัน' },
  'emotional-wellbeing': { name: 'สุขภาวะทางอารมณ์', descriptor: 'ความสงบ ความยืดหยุ่นทางใจ และวิธีรับมือกับขึ้นลงของชีวิต' },
  family: { name: 'ครอบครัว', descriptor: 'ความใกล้ชิด การสนับสนุน และเวลาร่วมกับคนที่คุณเรียกว่าครอบครัว' },
  friends: { name: 'เพื่อน', descriptor: 'มิตรภาพที่ทำให้คุณรู้สึกว่ามีคนเห็น มีคนหนุนหลัง และสบายใจ' },
  'relationships-love': { name: 'ความสัมพันธ์และความรัก', descriptor: 'ความใกล้ชิด การเป็นคู่ชีวิต และความรักที่คุณให้และได้รับ' },
  'community-giving': { name: 'ชุมชนและการให้', descriptor: 'ความรู้สึกเป็นส่วนหนึ่ง การมีส่วนร่วม และการสร้างความเปลี่ยนแปลงให้ผู้อื่น' },
  'fun-recreation': { name: 'ความสนุกและนันทนาการ', descriptor: 'การเล่น งานอดิเรก และช่วงเวลาที่คุณเพลินจนลืมเวลา' },
  'physical-environment': { name: 'สภาพแวดล้อม', descriptor: 'บ้านและสิ่งรอบตัวที่ให้ความรู้สึกสงบ ปลอดภัย และเป็นของคุณเอง' },
  'personal-growth': { name: 'การพัฒนาตนเอง', descriptor: 'การเรียนรู้ ความอยากรู้ และการเป็นคนที่คุณอยากเป็น' },
  spirituality: { name: 'จิตวิญญาณ', descriptor: 'ความหมาย คุณค่า และความรู้สึกถึงสิ่งที่ยิ่งใหญ่กว่าตัวเอง' },
} satisfies Translation<EnglishBundle['domains']>;
