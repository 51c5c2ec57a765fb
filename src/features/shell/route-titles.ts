import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Titles of the screens, by route, for the navigation bar and placeholder pages. */
export const ROUTE_TITLES = {
  home: msg`Home`,
  languageSet: msg`Language`,
  info: msg`Information`,
  finance: msg`Mining`,
  productorder: msg`Mining orders`,
  productrule: msg`Mining rules`,
  productdetail: msg`Mining details`,
  producttransferin: msg`Transfer in`,
  helpList: msg`Articles`,
  help: msg`Article`,
  service: msg`Customer service`,
  recharge: msg`Recharge`,
  lotteryprize: msg`Trend`,
  user: msg`My account`,
  my_income: msg`Income`,
  withdraw: msg`Withdraw`,
  message: msg`Messages`,
  my_password: msg`Security center`,
  banklist: msg`Withdrawal accounts`,
  bankadd: msg`Add account`,
  my_update: msg`Version`,
  my_set: msg`Settings`,
  login: msg`Log in`,
  register: msg`Register`,
  userloginpassword: msg`Login password`,
  usercipherpassword: msg`Withdraw password`,
  activity: msg`Game room`,
  bjsc: msg`Racing`,
  betlist: msg`Bet records`,
  room_list: msg`Rooms`,
  current: msg`Current round`,
  notFound: msg`Page not found`,
} satisfies Record<string, MessageDescriptor>

export type RouteTitleKey = keyof typeof ROUTE_TITLES
