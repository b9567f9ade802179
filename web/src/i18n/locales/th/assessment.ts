import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'ทำแบบประเมินวงล้อชีวิต | Lifewheel',
    description: 'ตอบคำถามสั้น ๆ สองข้อสำหรับแต่ละด้านของชีวิต: ตอนนี้คุณพึงพอใจแค่ไหน และอยากพึงพอใจแค่ไหน ฟรีและเป็นส่วนตัว',
  },
  title: 'วงล้อชีวิตของคุณ',
  progress: 'คำถามที่ {{current}} จาก {{total}}',
  progressLabel: 'ความคืบหน้าของแบบประเมิน',
  current: {
    question: 'ตอนนี้คุณพึงพอใจกับด้าน “{{domain}}” แค่ไหน',
    legend: 'ความพึงพอใจตอนนี้: {{domain}}',
  },
  desired: {
    question: 'คุณอยากพึงพอใจกับด้าน “{{domain}}” แค่ไหน',
    legend: 'ความพึงพอใจที่อยากได้: {{domain}}',
  },
  scale: {
    guidance: 'เลือกตัวเลขตั้งแต่ 1 (ไม่พึงพอใจมาก) ถึง 10 (พึงพอใจมาก) ใช้ปุ่ม 1–9 และ 0 (แทน 10) บนแป้นพิมพ์ได้เช่นกัน',
    low: 'ไม่พึงพอใจมาก',
    high: 'พึงพอใจมาก',
    option: '{{value}} คะแนน',
  },
  buttons: {
    next: 'ถัดไป',
    previous: 'ก่อนหน้า',
    undo: 'เลิกทำ',
    viewResults: 'ดูผลลัพธ์',
    saving: 'กำลังบันทึก…',
  },
  restored: 'ยินดีต้อนรับกลับมา เราเก็บคำตอบที่คุณตอบไว้แล้วให้',
  saveFailed: 'บันทึกแบบประเมินไม่สำเร็จ โปรดลองอีกครั้ง',
  saveRateLimited: 'ในหนึ่งนาทีที่ผ่านมามีการบันทึกแบบประเมินจากเครือข่ายของคุณจำนวนมาก โปรดรอสักหนึ่งนาทีแล้วลองอีกครั้ง คำตอบของคุณยังอยู่ครบ',
  customWheel: 'วงล้อที่ปรับแต่ง: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
