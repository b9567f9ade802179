import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'アカウント | Lifewheel', description: 'Lifewheel が保存しているあなたのデータをすべてダウンロードするか、アカウントを削除できます。' },
  nav: { link: 'アカウント' },
  title: 'アカウント',
  intro: '{{email}} でログインしています。',
  loading: 'アカウントを読み込み中…',
  export: {
    title: 'データをダウンロード',
    body: 'Lifewheel が保存しているあなたに関するすべてのデータ：アカウント、保存した診断結果、ツールのメモと進捗、お問い合わせなどで送信したメッセージ、メールマガジンの登録、お支払い。',
    json: 'JSON でダウンロード',
    csv: 'CSV でダウンロード（表計算ソフト用）',
    preparing: 'ファイルを準備しています…',
    failed: 'ダウンロードできませんでした。接続を確認して、もう一度お試しください。',
  },
  delete: {
    title: 'アカウントを削除',
    body: '保存した診断結果、ツールのメモと進捗、送信したメッセージ、メールマガジンの登録、ログイン情報が消去されます。お支払いの記録は会計のために残りますが、メールアドレスは削除されます。この操作は取り消せません。',
    open: 'アカウントを削除…',
    dialogTitle: 'アカウントを完全に削除しますか？',
    label: '確認のため、メールアドレスを入力してください',
    hint: '{{email}} と入力してください',
    confirm: 'アカウントを削除する',
    cancel: '削除しない',
    deleting: '削除しています…',
    failed: 'アカウントを削除できませんでした。接続を確認して、もう一度お試しください。',
    errors: { confirmRequired: '確認のため、メールアドレスを入力してください。', confirmMismatch: 'このアカウントのメールアドレスではありません。' },
    doneTitle: 'アカウントを削除しました',
    done: '保存していたあなたのデータはすべて消去され、ログアウトしました。',
    home: 'トップページに戻る',
  },
} satisfies Translation<EnglishBundle['account']>;
