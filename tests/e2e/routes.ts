/** The 31 routes, each with a concrete URL to visit; `auth` ones sit under src/routes/_authed. */
export interface AppRoute {
  /** The route file under src/routes (for messages). */
  file: string
  path: string
  auth: boolean
}

export const APP_ROUTES: AppRoute[] = [
  { file: 'index.tsx', path: '/', auth: false },
  { file: 'languageSet.tsx', path: '/languageSet', auth: false },
  { file: 'info.$id.tsx', path: '/info/1', auth: false },
  { file: 'finance.tsx', path: '/finance', auth: false },
  { file: 'productorder.tsx', path: '/productorder', auth: false },
  { file: 'productrule.tsx', path: '/productrule', auth: false },
  { file: 'productdetail.tsx', path: '/productdetail', auth: false },
  { file: 'producttransferin.tsx', path: '/producttransferin', auth: false },
  { file: 'help.list.tsx', path: '/help/list', auth: false },
  { file: 'help.$id.tsx', path: '/help/26', auth: false },
  { file: 'ServicePage.tsx', path: '/ServicePage', auth: false },
  { file: 'recharge.{-$back}.tsx', path: '/recharge', auth: false },
  { file: 'lotteryprize.tsx', path: '/lotteryprize', auth: false },
  { file: 'my_update.tsx', path: '/my_update', auth: false },
  { file: 'login.tsx', path: '/login', auth: false },
  { file: 'register.tsx', path: '/register', auth: false },
  { file: '_authed/user.tsx', path: '/user', auth: true },
  { file: '_authed/my_income.tsx', path: '/my_income', auth: true },
  { file: '_authed/withdraw.tsx', path: '/withdraw', auth: true },
  { file: '_authed/message.tsx', path: '/message', auth: true },
  { file: '_authed/my_password.tsx', path: '/my_password', auth: true },
  { file: '_authed/banklist.tsx', path: '/banklist', auth: true },
  { file: '_authed/bankadd.tsx', path: '/bankadd', auth: true },
  { file: '_authed/my_set.tsx', path: '/my_set', auth: true },
  { file: '_authed/userloginpassword.tsx', path: '/userloginpassword', auth: true },
  { file: '_authed/usercipherpassword.tsx', path: '/usercipherpassword', auth: true },
  { file: '_authed/activity.$id.tsx', path: '/activity/1', auth: true },
  { file: '_authed/bjsc.$id.tsx', path: '/bjsc/4', auth: true },
  { file: '_authed/betlist.tsx', path: '/betlist', auth: true },
  { file: '_authed/room_list.$type.tsx', path: '/room_list/1', auth: true },
  { file: '_authed/current.$id.tsx', path: '/current/1', auth: true },
]
