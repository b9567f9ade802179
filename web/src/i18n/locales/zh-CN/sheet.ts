import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: '可打印的生命之轮',
    description: '一页纸的生命之轮，可用 A4 或 Letter 纸打印：亲手为每个领域打分，附二维码可前往在线版。适合不用手机的场合。',
    sessionTitle: '{{name}} 的纸质表',
  },
  screen: {
    intro: '每人一页，适合不用手机的场合。想继续在线填写的人可以扫描二维码。',
    print: '打印',
    paperSize: '请在打印对话框中选择 A4 或 Letter：两种纸张都能印在一页上。',
    preview: '打印效果预览',
    back: '返回活动',
    loading: '正在加载表格…',
    notFound: '在你的活动中找不到这场活动。',
  },
  paper: {
    title: '我的生命之轮',
    instructions: '针对每个领域，问问自己今天有多满意，从 {{min}}（完全不满意）到 {{max}}（非常满意），再把该领域的扇形从中心涂到相应的圆圈。',
    scale: '中心为 {{zero}}，最外圈为 {{max}}。',
    name: '姓名',
    date: '日期',
    riseTitle: '选一个领域：如果提高 1 分，会是什么样子？',
    riseHint: '这个月就能做到的一件小而具体的事。',
    wheelLabel: '待涂色的空白生命之轮，每个领域一个扇形：{{areas}}',
    online: '更喜欢用手机？可以在线评估：',
    session: '用加入码 {{code}} 在线加入活动：',
    qrLabel: '前往 {{url}} 的二维码',
  },
} satisfies Translation<EnglishBundle['sheet']>;
