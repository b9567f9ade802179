import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: '你的账户 | Lifewheel', description: '下载 Lifewheel 保存的关于你的全部数据，或删除你的账户。' },
  nav: { link: '账户' },
  title: '你的账户',
  intro: '你当前登录的邮箱是 {{email}}。',
  loading: '正在加载你的账户…',
  export: {
    title: '下载你的数据',
    body: 'Lifewheel 保存的关于你的一切：你的账户、已保存的测评、工具笔记和完成进度、你发给我们的消息、邮件订阅以及付款记录。',
    json: '下载 JSON 文件',
    csv: '下载 CSV 文件（电子表格）',
    preparing: '正在准备文件…',
    failed: '下载失败。请检查网络连接后重试。',
  },
  delete: {
    title: '删除你的账户',
    body: '这将清除你已保存的测评、工具笔记和完成进度、你发给我们的消息、邮件订阅以及登录信息。付款记录会为财务目的保留，但不再包含你的邮箱地址。此操作无法撤销。',
    open: '删除我的账户…',
    dialogTitle: '确定要永久删除你的账户吗？',
    label: '请输入你的邮箱地址以确认',
    hint: '请输入 {{email}}',
    confirm: '删除我的账户',
    cancel: '保留我的账户',
    deleting: '正在删除…',
    failed: '账户删除失败。请检查网络连接后重试。',
    errors: { confirmRequired: '请输入你的邮箱地址以确认。', confirmMismatch: '这不是此账户的邮箱地址。' },
    doneTitle: '你的账户已删除',
    done: '我们保存的关于你的所有数据都已清除，你也已退出登录。',
    home: '返回首页',
  },
} satisfies Translation<EnglishBundle['account']>;
