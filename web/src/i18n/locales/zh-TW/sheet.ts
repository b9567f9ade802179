import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: '可列印的生命之輪',
    description: '一頁紙的生命之輪，可用 A4 或 Letter 紙張列印：親手為每個領域評分，附 QR 碼可前往線上版。適合不使用手機的場合。',
    sessionTitle: '{{name}} 的紙本表單',
  },
  screen: {
    intro: '每人一頁，適合不使用手機的場合。想繼續線上填寫的人可以掃描 QR 碼。',
    print: '列印',
    paperSize: '請在列印對話框中選擇 A4 或 Letter：兩種紙張都能印在一頁上。',
    preview: '列印結果預覽',
    back: '返回活動',
    loading: '正在載入表單…',
    notFound: '在你的活動中找不到這場活動。',
  },
  paper: {
    title: '我的生命之輪',
    instructions: '針對每個領域，問問自己今天有多滿意，從 {{min}}（完全不滿意）到 {{max}}（非常滿意），再把該領域的扇形從中心塗到對應的圓圈。',
    scale: '中心為 {{zero}}，最外圈為 {{max}}。',
    name: '姓名',
    date: '日期',
    riseTitle: '選一個領域：如果提高 1 分，會是什麼樣子？',
    riseHint: '這個月就能做到的一件小而具體的事。',
    wheelLabel: '待塗色的空白生命之輪，每個領域一個扇形：{{areas}}',
    online: '比較喜歡用手機？可以線上評估：',
    session: '用加入碼 {{code}} 線上加入活動：',
    qrLabel: '前往 {{url}} 的 QR 碼',
  },
} satisfies Translation<EnglishBundle['sheet']>;
