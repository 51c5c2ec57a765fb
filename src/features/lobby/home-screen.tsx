import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { GlobeIcon } from '../../ui/globe-icon'
import { useApp } from '../../app/app-context'
import { takeFirstBanners } from '../../app/first-load'
import { useUser } from '../../app/session-hooks'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { useLoad, type KeepAs, type LoadOptions } from '../../ui/use-load'
import { arrayOf } from '../../lib/last-known'
import type { Banner, Game } from '../../api/lobby'
import { slide } from '../../api/lobby'
import { KEPT_BANNERS } from '../../api/banner-image'
import { getGameList, getWinList } from '../../api/lobby'
import { GAME_TILES, RACING_GAME_ID, type GameTile } from './tiles'
import { useEnterRoom, useGoVip } from './use-enter-room'
import { BannerCarousel } from './banner-carousel'
import WinList from './win-list'
import './lobby.css'

/** Tile captions by game id (the games of the home grid). */
const GAME_NAMES: Record<GameTile['id'], MessageDescriptor> = {
  1: msg`Lucky Time`,
  4: msg`Racing`,
  15: msg`Lucky Quick-3`,
  16: msg`Lucky Airship`,
}

const KEEP_GAMES: KeepAs<Game[]> = {
  name: 'games',
  guard: arrayOf<Game>((g) => Number.isSafeInteger(g.id) && Number.isSafeInteger(g.minjoin)),
}

/** The list a first load's canvas painted its banner from, else last visit's copy. */
const KEEP_BANNERS: KeepAs<Banner[]> = { ...KEPT_BANNERS, initial: takeFirstBanners }
/** Home's answers render in slices, not one long task (docs/performance.md): nothing on home updates often (no countdown, no live feed). */
const IN_SLICES: LoadOptions = { transition: true }

/** /: the lobby. */
export function HomeScreen() {
  const { t } = useLingui()
  const { api } = useApp()
  // Public and slow to change: the copy in hand paints at once, fresh data replaces it.
  const banners = useLoad(() => slide(api), null, KEEP_BANNERS, IN_SLICES)
  const games = useLoad(() => getGameList(api), null, KEEP_GAMES, IN_SLICES)
  const winners = useLoad(() => getWinList(api), null, undefined, IN_SLICES)
  return (
    <div className="page home">
      <header className="home-bar">
        <span className="logo" aria-label={t`Home`}>
          LuckyTrade
        </span>
        <Link to="/languageSet" className="icon-link" aria-label={t`Language`} data-testid="home-language">
          <GlobeIcon />
        </Link>
      </header>
      <main className="page-body lobby">
        {banners.status === 'loading' && !banners.data && (
          <div className="banner-frame banner-skeleton" aria-hidden data-testid="banners-loading" />
        )}
        {banners.data && banners.data.length > 0 && (
          <div className="banner-frame">
            <BannerCarousel banners={banners.data} apiBase={api.baseUrl} />
          </div>
        )}
        <Welcome />
        <GameGrid busy={games.status === 'loading'} minjoin={(id) => games.data?.find((g) => g.id === id)?.minjoin} />
        {/* Fed only by getWinList; a backend without it (404, non-success) hides the section */}
        {winners.status === 'ready' && <WinList winners={winners.data} />}
      </main>
    </div>
  )
}

function Welcome() {
  const { config, session } = useApp()
  const user = useUser()
  // with a token, the user's data may be on its way or have failed to load: never the guest's welcome then
  const account = useSelector(session, (s) =>
    s.matches('restoring') || s.matches('loadingUser') || s.matches({ authenticated: 'refreshing' })
      ? 'loading'
      : s.matches('authenticated')
        ? 'in'
        : 'guest',
  )
  const goVip = useGoVip()
  const name = user ? user.nickname || user.username : ''
  return (
    <section className="card welcome" data-testid="welcome">
      <div className="welcome-text">
        {user ? (
          <>
            <div>
              <Trans>Welcome, {name}</Trans>
            </div>
            <div className="muted">
              <Trans>Balance</Trans>{' '}
              <span data-testid="home-balance">
                <Amount cents={user.money} currency={config.currency} />
              </span>
            </div>
          </>
        ) : account === 'loading' ? (
          <div className="muted" aria-busy="true" data-testid="welcome-loading">
            <Trans>Loading your account…</Trans>
          </div>
        ) : account === 'in' ? (
          <div role="alert" data-testid="welcome-account-error">
            <Trans>Your account details could not be loaded.</Trans>{' '}
            <button type="button" className="welcome-retry" onClick={() => session.send({ type: 'session.refresh' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <div>
            <Trans>
              Welcome!{' '}
              <Link to="/login" search={{}}>
                Log in
              </Link>{' '}
              or <Link to="/register">register</Link> to start.
            </Trans>
          </div>
        )}
      </div>
      <button type="button" className="vip-button" onClick={goVip} data-testid="go-vip">
        <Trans>VIP rooms</Trans>
      </button>
    </section>
  )
}

function GameGrid({ busy, minjoin }: { busy: boolean; minjoin: (id: number) => Cents | undefined }) {
  const { t, i18n } = useLingui()
  const enter = useEnterRoom()
  return (
    <section className="tile-grid" aria-label={t`Games`} aria-busy={busy} data-testid="game-tiles">
      {GAME_TILES.map((tile, i) => (
        <button
          key={`${tile.symbol}-${i}`}
          type="button"
          className="tile"
          onClick={() => enter({ roomid: tile.id, racing: tile.id === RACING_GAME_ID, minjoin: minjoin(tile.id) })}
          data-testid={`tile-${i}`}
          data-room={tile.id}
        >
          <span className="tile-badge" style={{ background: tile.color }}>
            {tile.symbol}
          </span>
          <span className="tile-name">{i18n._(GAME_NAMES[tile.id])}</span>
        </button>
      ))}
    </section>
  )
}
