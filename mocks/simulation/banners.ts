/**
 * The demo's home banners: small SVGs sent as data URIs, one per language (`path` zh-CN, `path_tw`,
 * `path_vi`, `path_yw` English), so the demo needs no image host.
 */
export type BannerLang = 'zh-CN' | 'zh-TW' | 'vi' | 'en-US'

export interface BannerText {
  url: string
  colors: [string, string]
  text: Record<BannerLang, [title: string, subtitle: string]>
}

export const BANNERS: BannerText[] = [
  {
    url: '/activity/1',
    colors: ['#3a2a0c', '#b8862b'],
    text: {
      'en-US': ['Lucky Time', 'Three digits, a new round every 3 minutes'],
      'zh-CN': ['幸运时刻', '三个数字，每3分钟一轮'],
      'zh-TW': ['幸運時刻', '三個數字，每3分鐘一輪'],
      vi: ['Giờ may mắn', 'Ba chữ số, mỗi 3 phút một vòng'],
    },
  },
  {
    url: '/bjsc/4',
    colors: ['#0c2a3a', '#2b8ab8'],
    text: {
      'en-US': ['Racing', 'Ten cars, forty ways to win'],
      'zh-CN': ['赛车', '十辆赛车，四十种玩法'],
      'zh-TW': ['賽車', '十輛賽車，四十種玩法'],
      vi: ['Đua xe', 'Mười xe, bốn mươi cách thắng'],
    },
  },
  {
    url: '/room_list/1',
    colors: ['#2a0c3a', '#8a2bb8'],
    text: {
      'en-US': ['VIP rooms', 'Higher levels open more rooms'],
      'zh-CN': ['VIP 房间', '等级越高，房间越多'],
      'zh-TW': ['VIP 房間', '等級越高，房間越多'],
      vi: ['Phòng VIP', 'Cấp càng cao, càng nhiều phòng'],
    },
  },
  {
    url: '/lotteryprize',
    colors: ['#0c3a22', '#2bb872'],
    text: {
      'en-US': ['Market trends', 'Eight coins, live prices'],
      'zh-CN': ['行情', '八种币实时行情'],
      'zh-TW': ['行情', '八種幣即時行情'],
      vi: ['Thị trường', 'Giá tám đồng coin trực tiếp'],
    },
  },
]

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A 750 x 300 banner; `data-lang` names its language variant (tests read it). */
export function bannerSvg(banner: BannerText, lang: BannerLang): string {
  const [title, subtitle] = banner.text[lang]
  const [from, to] = banner.colors
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300" data-lang="${lang}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="750" height="300" rx="24" fill="url(#g)"/>` +
    `<circle cx="640" cy="70" r="120" fill="#ffffff" opacity="0.08"/>` +
    `<text x="48" y="150" font-family="system-ui, sans-serif" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(title)}</text>` +
    `<text x="48" y="210" font-family="system-ui, sans-serif" font-size="30" fill="#f3e6c4">${escapeXml(subtitle)}</text>` +
    `<text x="48" y="262" font-family="system-ui, sans-serif" font-size="20" fill="#ffffff" opacity="0.6">DEMO</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
