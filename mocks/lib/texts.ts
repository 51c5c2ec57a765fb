/**
 * Every text the demo backend chooses by the request's `lang` (the app sends `en`, `chs`, `cht` or `vi`
 * with every call, src/i18n/locales.ts API_LANG): fund-log reasons, game and room titles, option names,
 * plan titles and the `info` of failures that carry no catalogue code (the app shows that `info` as it
 * is). Articles and banners are not here: the wire sends them in all four languages at once.
 * The `info` of an answer with a code (success, or a catalogue failure) is the backend's English note:
 * the app never shows it, it shows its own message for the code.
 */
export const LANGS = ['en', 'chs', 'cht', 'vi'] as const
export type Lang = (typeof LANGS)[number]

/** A request body's `lang` as a language of the table; a missing or unknown one is English. */
export const langOf = (lang: unknown): Lang => ((LANGS as readonly unknown[]).includes(lang) ? (lang as Lang) : 'en')

const TEXTS = {
  // fund log (`reason`), stored as a key and its params and rendered when listed
  'fund.recharge': { en: 'Recharge', chs: '充值', cht: '儲值', vi: 'Nạp tiền' },
  'fund.withdraw': { en: 'Withdraw', chs: '提现', cht: '提領', vi: 'Rút tiền' },
  'fund.rechargeDemo': { en: 'Recharge (demo)', chs: '充值（演示）', cht: '儲值（演示）', vi: 'Nạp tiền (demo)' },
  'fund.withdrawTo': { en: 'Withdraw to {to}', chs: '提现至 {to}', cht: '提領至 {to}', vi: 'Rút tiền về {to}' },
  'fund.bet': { en: 'Bet {seqno}', chs: '下注 {seqno}', cht: '下注 {seqno}', vi: 'Đặt cược {seqno}' },
  'fund.win': { en: 'Win {seqno}', chs: '中奖 {seqno}', cht: '中獎 {seqno}', vi: 'Thắng {seqno}' },
  'fund.cancel': { en: 'Cancel {seqno}', chs: '撤单 {seqno}', cht: '撤單 {seqno}', vi: 'Hủy lệnh {seqno}' },
  'fund.miningIn': {
    en: 'Mining tier {tier}: transfer in',
    chs: '矿池方案 {tier}：转入',
    cht: '礦池方案 {tier}：轉入',
    vi: 'Khai thác gói {tier}: chuyển vào',
  },
  'fund.miningPrincipal': {
    en: 'Mining tier {tier}: principal returned',
    chs: '矿池方案 {tier}：本金返还',
    cht: '礦池方案 {tier}：本金返還',
    vi: 'Khai thác gói {tier}: hoàn tiền gốc',
  },
  'fund.miningIncome': {
    en: 'Mining tier {tier}: income',
    chs: '矿池方案 {tier}：收益',
    cht: '礦池方案 {tier}：收益',
    vi: 'Khai thác gói {tier}: tiền lãi',
  },

  // game titles (getGameList)
  'game.luckyTime': { en: 'Lucky Time', chs: '幸运时刻', cht: '幸運時刻', vi: 'Giờ may mắn' },
  'game.racing': { en: 'Racing', chs: '赛车', cht: '賽車', vi: 'Đua xe' },
  'game.luckyQuick3': { en: 'Lucky Quick-3', chs: '幸运快三', cht: '幸運快三', vi: 'Nhanh-3 may mắn' },
  'game.luckyAirship': { en: 'Lucky Airship', chs: '幸运飞艇', cht: '幸運飛艇', vi: 'Phi thuyền may mắn' },

  // room titles (getRoomList, getGameinfo)
  'room.standard': { en: 'Standard', chs: '标准', cht: '標準', vi: 'Tiêu chuẩn' },
  'room.vip': { en: 'VIP', chs: 'VIP', cht: 'VIP', vi: 'VIP' },
  'room.superior': { en: 'Superior', chs: '高级', cht: '高級', vi: 'Cao cấp' },
  'room.premier': { en: 'Premier', chs: '尊享', cht: '尊享', vi: 'Thượng hạng' },
  'room.racing': { en: 'Racing', chs: '赛车', cht: '賽車', vi: 'Đua xe' },
  'room.quick3': { en: 'Quick-3', chs: '快三', cht: '快三', vi: 'Nhanh-3' },
  'room.riseFall': { en: 'Rise & Fall', chs: '涨跌', cht: '漲跌', vi: 'Tăng & Giảm' },

  // mining plans (getMinerList)
  'mining.tier': { en: 'Tier {tier}', chs: '方案 {tier}', cht: '方案 {tier}', vi: 'Gói {tier}' },

  // racing option names (`valuecn`): a place and a kind
  'race.option': { en: '{place} {kind}', chs: '第{n}名 {kind}', cht: '第{n}名 {kind}', vi: 'Hạng {n} {kind}' },

  // `info` of failures without a catalogue code
  'info.rechargeMin': {
    en: 'recharge amount must be at least {min} USD',
    chs: '充值金额不能少于 {min} USD',
    cht: '儲值金額不能少於 {min} USD',
    vi: 'Số tiền nạp tối thiểu là {min} USD',
  },
  'info.payerName': {
    en: 'please enter the payer name',
    chs: '请输入付款人姓名',
    cht: '請輸入付款人姓名',
    vi: 'Vui lòng nhập tên người thanh toán',
  },
  'info.transferRange': {
    en: 'the amount must be from {min} to {max} USD',
    chs: '金额须在 {min} 至 {max} USD 之间',
    cht: '金額須在 {min} 至 {max} USD 之間',
    vi: 'Số tiền phải từ {min} đến {max} USD',
  },
  'info.tierMismatch': {
    en: 'the amount belongs to tier {tier}',
    chs: '该金额属于方案 {tier}',
    cht: '該金額屬於方案 {tier}',
    vi: 'Số tiền này thuộc gói {tier}',
  },
  'info.articleNotFound': {
    en: 'article {id} not found',
    chs: '文章 {id} 不存在',
    cht: '文章 {id} 不存在',
    vi: 'Không tìm thấy bài viết {id}',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type TextKey = keyof typeof TEXTS
export type TextParams = Readonly<Record<string, string | number>>

/** A text kept in the db as its key and params, so it is rendered in the language of each request that reads it. */
export interface TextRef {
  key: TextKey
  params?: TextParams
}

export const textRef = (key: TextKey, params?: TextParams): TextRef => (params ? { key, params } : { key })

/** The text of `key` in `lang`, `{name}` replaced by `params.name`. */
export function t(lang: Lang, key: TextKey, params: TextParams = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** A stored text in `lang`: a TextRef is rendered, plain text (seeded by tests and stories) is sent as it is. */
export const textOf = (lang: Lang, text: string | TextRef): string => (typeof text === 'string' ? text : t(lang, text.key, text.params))

/** Names of options by index, in each language. */
type OptionNames = Record<Lang, readonly string[]>

/** Option names of the 11-option rooms (`valuecn`, `resultcn`), by index. */
export const OPTION_NAMES_11: OptionNames = {
  en: ['Big', 'Small', 'Odd', 'Even', 'Big-Odd', 'Small-Odd', 'Big-Even', 'Small-Even', 'Extreme Big', 'Extreme Small', 'Triple'],
  chs: ['大', '小', '单', '双', '大单', '小单', '大双', '小双', '极大', '极小', '豹子'],
  cht: ['大', '小', '單', '雙', '大單', '小單', '大雙', '小雙', '極大', '極小', '豹子'],
  vi: ['Lớn', 'Nhỏ', 'Lẻ', 'Chẵn', 'Lớn-Lẻ', 'Nhỏ-Lẻ', 'Lớn-Chẵn', 'Nhỏ-Chẵn', 'Cực lớn', 'Cực nhỏ', 'Bộ ba'],
}

/** Option names of the 4-option room (type 16): Rise, Fall, Long, Short. */
export const OPTION_NAMES_4: OptionNames = {
  en: ['Rise', 'Fall', 'Long', 'Short'],
  chs: ['涨', '跌', '多', '空'],
  cht: ['漲', '跌', '多', '空'],
  vi: ['Tăng', 'Giảm', 'Mua lên', 'Bán xuống'],
}

/** Racing kinds by index: big, small, odd, even, named as the first four options of the 11-option rooms. */
export const RACE_KIND_NAMES: OptionNames = {
  en: OPTION_NAMES_11.en.slice(0, 4),
  chs: OPTION_NAMES_11.chs.slice(0, 4),
  cht: OPTION_NAMES_11.cht.slice(0, 4),
  vi: OPTION_NAMES_11.vi.slice(0, 4),
}

/** English places 1st-10th (the other languages number the place in `race.option`). */
export const PLACES_EN: readonly string[] = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th']
