import type { MockContext } from '../lib/context'
import { serverTime } from '../lib/server-time'
import { envelope, fail, ok } from '../lib/envelope'
import { apiPost, intField } from '../lib/route'
import { BANNERS, bannerSvg } from '../simulation/banners'
import { langOf, t, type Lang } from '../lib/texts'
import type { MockServer } from '../models'

/**
 * Articles: `title`/`content` Simplified Chinese, `_yw` English, `_ft` Traditional
 * Chinese, `_vi` Vietnamese. Categories: 9 news (also the help article list), 14
 * announcements; HELP_CATEGORY holds help pages opened by id (26 is the introduction). Static
 * content: the demo's own texts, about the demo itself, never invented market news.
 */
export const NEWS_CATEGORY = 9
export const ANNOUNCEMENT_CATEGORY = 14
export const HELP_CATEGORY = 1
export const INTRODUCTION_ID = 26

type Texts = Record<Lang, { title: string; content: string }>

export interface DemoArticle {
  id: number
  category: number
  /** days before "now" the article was published */
  age: number
  /** a colour for its generated cover image */
  hue: number
  texts: Texts
}

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('')

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    id: INTRODUCTION_ID,
    category: HELP_CATEGORY,
    age: 30,
    hue: 40,
    texts: {
      en: {
        title: 'Introduction',
        content: p(
          'LuckyTrade is a timed prediction game with a crypto theme.',
          'Pick a room, choose options such as Big, Small, Odd or Even before the round closes, and see the result when the countdown ends. This demo uses simulated data only.',
        ),
      },
      chs: {
        title: '平台介绍',
        content: p(
          'LuckyTrade 是一款以加密货币为主题的限时预测游戏。',
          '选择房间，在本轮封盘前选择大、小、单、双等选项，倒计时结束后查看开奖结果。本演示仅使用模拟数据。',
        ),
      },
      cht: {
        title: '平台介紹',
        content: p(
          'LuckyTrade 是一款以加密貨幣為主題的限時預測遊戲。',
          '選擇房間，在本輪封盤前選擇大、小、單、雙等選項，倒數結束後查看開獎結果。本演示僅使用模擬資料。',
        ),
      },
      vi: {
        title: 'Giới thiệu',
        content: p(
          'LuckyTrade là trò chơi dự đoán theo thời gian với chủ đề tiền mã hóa.',
          'Chọn phòng, chọn các lựa chọn như Lớn, Nhỏ, Lẻ hoặc Chẵn trước khi vòng đóng và xem kết quả khi đếm ngược kết thúc. Bản demo này chỉ dùng dữ liệu mô phỏng.',
        ),
      },
    },
  },
  {
    id: 27,
    category: HELP_CATEGORY,
    age: 29,
    hue: 200,
    texts: {
      en: {
        title: 'How a round works',
        content: p(
          'Each round has a countdown. Betting closes when 60 seconds or less remain.',
          'When the countdown reaches zero the result is drawn and winning orders are paid at the odds shown when they were placed.',
        ),
      },
      chs: {
        title: '每轮如何进行',
        content: p('每轮都有倒计时，剩余 60 秒或更少时停止下单。', '倒计时归零时开奖，中奖订单按下单时显示的赔率派奖。'),
      },
      cht: {
        title: '每輪如何進行',
        content: p('每輪都有倒數計時，剩餘 60 秒或更少時停止下單。', '倒數歸零時開獎，中獎訂單按下單時顯示的賠率派獎。'),
      },
      vi: {
        title: 'Một vòng diễn ra thế nào',
        content: p(
          'Mỗi vòng có đồng hồ đếm ngược. Đặt cược đóng khi còn 60 giây hoặc ít hơn.',
          'Khi đếm ngược về 0, kết quả được công bố và lệnh thắng được trả theo tỷ lệ hiển thị lúc đặt.',
        ),
      },
    },
  },
  {
    id: 101,
    category: NEWS_CATEGORY,
    age: 1,
    hue: 160,
    texts: {
      en: {
        title: 'Racing rooms are open',
        content: p('The racing game now runs in real rooms with the same rounds, countdown and bet records as the other games.'),
      },
      chs: { title: '赛车房间已开放', content: p('赛车游戏现在在真实房间中运行，轮次、倒计时和投注记录与其他游戏相同。') },
      cht: { title: '賽車房間已開放', content: p('賽車遊戲現在在真實房間中運行，輪次、倒數計時和投注紀錄與其他遊戲相同。') },
      vi: {
        title: 'Phòng đua xe đã mở',
        content: p('Trò chơi đua xe giờ chạy trong phòng thật với vòng chơi, đếm ngược và lịch sử cược giống các trò khác.'),
      },
    },
  },
  {
    id: 102,
    category: NEWS_CATEGORY,
    age: 3,
    hue: 280,
    texts: {
      en: {
        title: 'Four languages',
        content: p(
          'The app is available in English, Simplified Chinese, Traditional Chinese and Vietnamese. Change the language at any time from the language page.',
        ),
      },
      chs: { title: '支持四种语言', content: p('应用支持英语、简体中文、繁体中文和越南语。可随时在语言页面切换。') },
      cht: { title: '支援四種語言', content: p('應用支援英語、簡體中文、繁體中文和越南語。可隨時在語言頁面切換。') },
      vi: {
        title: 'Bốn ngôn ngữ',
        content: p(
          'Ứng dụng có tiếng Anh, tiếng Trung giản thể, tiếng Trung phồn thể và tiếng Việt. Bạn có thể đổi ngôn ngữ bất cứ lúc nào ở trang ngôn ngữ.',
        ),
      },
    },
  },
  {
    id: 103,
    category: NEWS_CATEGORY,
    age: 7,
    hue: 10,
    texts: {
      en: {
        title: 'VIP levels explained',
        content: p('There are eight VIP levels, from Bronze to Supreme. Your level is shown with its badge on the My account page.'),
      },
      chs: { title: 'VIP 等级说明', content: p('共有八个 VIP 等级，从青铜到至尊。您的等级及徽章显示在"我的"页面。') },
      cht: { title: 'VIP 等級說明', content: p('共有八個 VIP 等級，從青銅到至尊。您的等級及徽章顯示在「我的」頁面。') },
      vi: {
        title: 'Giải thích cấp VIP',
        content: p('Có tám cấp VIP, từ Đồng đến Tối thượng. Cấp của bạn hiển thị cùng huy hiệu ở trang Tài khoản của tôi.'),
      },
    },
  },
  {
    id: 201,
    category: ANNOUNCEMENT_CATEGORY,
    age: 0,
    hue: 50,
    texts: {
      en: {
        title: 'Withdrawals arrive within 24 hours',
        content: p('Withdrawal requests are processed within 24 hours. Please make sure your withdrawal account details are correct.'),
      },
      chs: { title: '提现 24 小时内到账', content: p('提现申请将在 24 小时内处理，请确认您的提现账户信息正确。') },
      cht: { title: '提領 24 小時內到帳', content: p('提領申請將在 24 小時內處理，請確認您的提領帳戶資訊正確。') },
      vi: {
        title: 'Rút tiền về trong 24 giờ',
        content: p('Yêu cầu rút tiền được xử lý trong 24 giờ. Vui lòng kiểm tra thông tin tài khoản rút tiền của bạn.'),
      },
    },
  },
  {
    id: 202,
    category: ANNOUNCEMENT_CATEGORY,
    age: 5,
    hue: 120,
    texts: {
      en: {
        title: 'Keep your passwords safe',
        content: p(
          'Staff will never ask for your login or withdraw password. Change them from the security center if you think they are known to someone else.',
        ),
      },
      chs: { title: '请妥善保管密码', content: p('工作人员绝不会索取您的登录密码或提现密码。如怀疑密码泄露，请在安全中心修改。') },
      cht: { title: '請妥善保管密碼', content: p('工作人員絕不會索取您的登入密碼或提領密碼。如懷疑密碼洩露，請在安全中心修改。') },
      vi: {
        title: 'Giữ mật khẩu an toàn',
        content: p(
          'Nhân viên sẽ không bao giờ hỏi mật khẩu đăng nhập hoặc mật khẩu rút tiền của bạn. Hãy đổi chúng ở trung tâm bảo mật nếu nghi ngờ bị lộ.',
        ),
      },
    },
  },
]

const DAY_MS = 24 * 60 * 60 * 1000

/** A generated cover image (no asset files, no external host). */
const cover = (a: DemoArticle) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="hsl(${a.hue} 55% 32%)"/><circle cx="260" cy="40" r="70" fill="hsl(${a.hue} 60% 45%)"/></svg>`)}`

/** An article in the wire's shape (src/api/types.ts Article). */
export function serializeArticle(a: DemoArticle, now: number, withContent = true) {
  const { chs, en, cht, vi } = a.texts
  return {
    id: a.id,
    category: a.category,
    title: chs.title,
    title_yw: en.title,
    title_ft: cht.title,
    title_vi: vi.title,
    content: withContent ? chs.content : '',
    content_yw: withContent ? en.content : '',
    content_ft: withContent ? cht.content : '',
    content_vi: withContent ? vi.content : '',
    img: cover(a),
    createtime: serverTime(now - a.age * DAY_MS),
  }
}

/** The scenario's articles: the "empty" scenario has no news or announcements (help pages stay). */
export function articlesFor(scenario: string): readonly DemoArticle[] {
  return scenario === 'empty' ? DEMO_ARTICLES.filter((a) => a.category === HELP_CATEGORY) : DEMO_ARTICLES
}

export function contentRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(server, '/api/Game/slide', () =>
    ok(
      BANNERS.map((b, i) => ({
        id: i + 1,
        path: bannerSvg(b, 'zh-CN'),
        path_tw: bannerSvg(b, 'zh-TW'),
        path_vi: bannerSvg(b, 'vi'),
        path_yw: bannerSvg(b, 'en-US'),
        url: b.url,
      })),
    ),
  )

  const byCategory = (category: number) =>
    articlesFor(ctx.scenario)
      .filter((a) => a.category === category)
      .sort((x, y) => x.age - y.age || y.id - x.id)

  /** `{ category }` → every article of the class, with content (Messages tabs). */
  apiPost(server, '/api/Game/getOneclassArticle', ({ body }) => {
    const category = intField(body, 'category')
    if (category === null) return fail(1001)
    return ok(byCategory(category).map((a) => serializeArticle(a, ctx.now())))
  })

  /** `{ category }` or `{ type }` → titles and images, without content (help article list). */
  apiPost(server, '/api/Game/getArticlelist', ({ body }) => {
    const category = intField(body, 'category') ?? intField(body, 'type')
    if (category === null) return fail(1001)
    return ok(byCategory(category).map((a) => serializeArticle(a, ctx.now(), false)))
  })

  /** `{ id }` → one article with content; an unknown id is a plain failure with `info`. */
  apiPost(server, '/api/Game/getArticledetail', ({ body }) => {
    const id = intField(body, 'id')
    if (id === null) return fail(1001)
    const article = articlesFor(ctx.scenario).find((a) => a.id === id)
    return article ? ok(serializeArticle(article, ctx.now())) : envelope(0, null, t(langOf(body.lang), 'info.articleNotFound', { id }))
  })
}
