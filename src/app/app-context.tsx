import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ApiClient } from '../api/client'
import type { AppConfig } from '../api/config'
import type { RoomCalls } from '../api/game-orders'
import type { Locale } from '../i18n/locales'
import type { SessionMachine } from '../../machines/session.machine'
import type { PriceFeed, PriceFeedOptions } from '../../machines/price-feed.source'

export type SessionActor = ActorRefFrom<SessionMachine>

/** A simulated exchange the app's price feed connects over (demo mode) in place of the exchange's own. */
export type PriceFeedSocket = Pick<PriceFeedOptions, 'WebSocket' | 'random' | 'demo'>

/** What every screen may use; built once at boot (src/app/boot.ts). */
export interface AppServices {
  api: ApiClient
  session: SessionActor
  config: AppConfig
  setLocale: (locale: Locale) => Promise<void>
  demo: boolean
  /** A live price feed of its own (tests, stories), in place of the app's. */
  priceFeed?: PriceFeed
  /**
   * What the app's one live price feed connects over: the exchange's public WebSocket (`exchange`) or a
   * simulated one. The feed and its code come with the screen that shows prices
   * (src/features/market/app-price-feed.ts). Absent, with no `priceFeed` (tests): no live prices.
   */
  priceFeedSocket?: PriceFeedSocket | 'exchange'
  /** Game-room calls answered in place of the API (stories and tests); the others still go to `api`. */
  roomCalls?: Partial<RoomCalls>
}

const AppContext = createContext<AppServices | null>(null)

export function AppProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>
}

export function useApp(): AppServices {
  const value = useContext(AppContext)
  if (!value) throw new Error('useApp outside <AppProvider>')
  return value
}
