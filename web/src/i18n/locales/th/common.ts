import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
  loading: 'กำลังโหลด…',
  nav: {
    home: 'หน้าแรก Lifewheel',
    login: 'เข้าสู่ระบบ',
    dashboard: 'แดชบอร์ด',
    mainMenu: 'เมนูหลัก',
  },
  language: {
    label: 'ภาษา',
    switchTo: 'เปลี่ยนภาษา',
    offer: 'Lifewheel มีให้ใช้งานเป็น{{language}}ด้วย',
    offerAccept: 'เปลี่ยนเป็น{{language}}',
    offerDismiss: 'ไม่เป็นไร ขอบคุณ',
    loadFailed: 'ไม่สามารถโหลดภาษานี้ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  },
  footer: {
    tagline: 'แบบสำรวจความสมดุลในชีวิต ฟรีและเป็นส่วนตัว',
    about: 'วงล้อชีวิตเป็นแบบฝึกหัดการโค้ชที่มักยกให้ Paul J. Meyer เป็นผู้ริเริ่ม',
    privacy: 'คำตอบของคุณจะถูกบันทึกก็ต่อเมื่อคุณดูผลลัพธ์เท่านั้น และเข้าถึงได้ผ่านลิงก์ส่วนตัว',
    coachingTools: 'เครื่องมือโค้ชชิ่ง',
    domains: 'ด้านต่าง ๆ ของชีวิต',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'ไม่พบหน้านี้',
    body: 'เราไม่พบหน้าที่คุณกำลังมองหา หน้านี้อาจถูกย้ายไปแล้ว หรือลิงก์อาจไม่สมบูรณ์',
    home: 'ไปที่หน้าแรก',
  },
  toast: {
    region: 'การแจ้งเตือน (F8)',
    close: 'ปิด',
    errorTitle: 'เกิดข้อผิดพลาด',
  },
  errors: {
    unexpected: 'เกิดปัญหาบางอย่างในระบบของเรา โปรดโหลดหน้านี้ใหม่',
    reload: 'โหลดใหม่',
  },
  meta: {
    defaultTitle: 'Lifewheel: แบบประเมินวงล้อชีวิตฟรี',
    defaultDescription: 'ให้คะแนน 12 ด้านของชีวิต ดูช่องว่างระหว่างจุดที่คุณอยู่กับจุดที่อยากไปให้ถึง แล้วรับไอเดียก้าวต่อไปที่มีงานวิจัยรองรับ ฟรี',
  },
} satisfies Translation<EnglishBundle['common']>;
