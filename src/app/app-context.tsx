import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ApiClient } from '../api/client'
import type { AppConfig } from '../api/config'
import type { RoomCalls } from '../api/game-orders'
import type { Locale } from '../i18n/locales'
import type { SessionMachine } from '../../machines/session.machine'
import type { PriceFeed } from '../../machines/price-feed.source'

export type SessionActor = ActorRefFrom<SessionMachine>

/** What every screen may use; built once at boot (src/app/boot.ts). */
export interface AppServices {
  api: ApiClient
  session: SessionActor
  config: AppConfig
  setLocale: (locale: Locale) => Promise<void>
  demo: boolean
  /** The app's one live price feed (connects while a screen listens); absent in tests that do not give one. */
  priceFeed?: PriceFeed
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
