import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: '你的帳戶 | Lifewheel', description: '下載 Lifewheel 儲存的所有關於你的資料，或刪除你的帳戶。' },
  nav: { link: '帳戶' },
  title: '你的帳戶',
  intro: '你目前以 {{email}} 登入。',
  loading: '正在載入你的帳戶…',
  export: {
    title: '下載你的資料',
    body: 'Lifewheel 儲存的所有關於你的資料：你的帳戶、已儲存的評估、工具筆記與完成進度、你寄給我們的訊息、電子報訂閱，以及付款紀錄。',
    json: '下載 JSON 檔',
    csv: '下載 CSV 檔（試算表）',
    preparing: '正在準備檔案…',
    failed: '下載失敗。請檢查網路連線後再試一次。',
  },
  delete: {
    title: '刪除你的帳戶',
    body: '這會清除你已儲存的評估、工具筆記與完成進度、你寄給我們的訊息、電子報訂閱和登入資訊。付款紀錄會保留作為會計用途，但不再包含你的電子郵件地址。此動作無法復原。',
    open: '刪除我的帳戶…',
    dialogTitle: '確定要永久刪除你的帳戶嗎？',
    label: '請輸入你的電子郵件地址以確認',
    hint: '請輸入 {{email}}',
    confirm: '刪除我的帳戶',
    cancel: '保留我的帳戶',
    deleting: '正在刪除…',
    failed: '無法刪除你的帳戶。請檢查網路連線後再試一次。',
    errors: { confirmRequired: '請輸入你的電子郵件地址以確認。', confirmMismatch: '這不是此帳戶的電子郵件地址。' },
    doneTitle: '你的帳戶已刪除',
    done: '我們儲存的所有關於你的資料都已清除，你也已登出。',
    home: '回到首頁',
  },
} satisfies Translation<EnglishBundle['account']>;
