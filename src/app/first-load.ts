/**
 * A first load, in one place. While the app's code downloads, the pre-entry script (src/early.ts)
 * preloads the code of the route the page opened on and reads manifest.json; in a production build it
 * also sends the first screen's reads (getconfig and that screen's data: `SCREEN_READS`). The
 * demo build's backend starts with the app, so there boot sends the same reads as soon as the API's
 * address is known. The API client adopts an answer only for the very same request (same URL, same
 * body with lang and token) and only once: screens simply call the API. Reads only: nothing that
 * changes state is ever sent early. Any failure here is silent; the app then asks itself.
 *
 * The route table comes from the build (scripts/vite/first-load-plugin.ts writes it into index.html):
 * each route's pattern in the router's own spelling, whether it needs a login, and its code. One
 * matcher (`matchRoute`) serves both the route's code and its reads.
 *
 * On `/` it also paints the home screen's banner into the loading canvas: on a return visit the one the
 * home screen showed last time (`paintKeptBanner`), on a first visit the first of the early banner list
 * as soon as it arrives (`paintFirstBanner`). On an article, the article as it arrives
 * (src/app/first-article.ts, part of this script), and only then the route's scripts (`holdRouteCode`).
 *
 * No imports beyond the wire format, the stored state, the kept banners, an article's texts and its
 * painter, the server time's format and the locale names: the pre-entry script runs this before the
 * app's code has downloaded (the build keeps it in a chunk of its own, which the entry shares).
 */
import { apiBase, appRoot, callUrl, isRecord, REQUEST_TIMEOUT_MS, requestJson, SUCCESS_CODE, unwrapList } from '../api/wire'
import { ARTICLE_CATEGORY, articleText, readArticleTexts, unwrapArticle } from '../api/article-text'
import { bannerPath, KEPT_BANNERS } from '../api/banner-image'
import type { Banner } from '../api/lobby'
import { API_LANG, DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { recall, type LastKnown } from '../lib/last-known'
import { serverTimeView } from '../lib/server-time'
import { loadState, type PersistedState } from '../lib/storage'
import { paintFirstArticle, type ArticlePaint } from './first-article'

/** Every route's pattern (`/help/$id`), whether it needs a login (1) and its files (indexes into `files`). */
export interface RouteTable {
  /**
   * The routes' files, then the other files the entry's lazy imports wait for: the entry's preload lists
   * index this list (scripts/vite/first-load-plugin.ts, preloadListFromTable).
   */
  files: string[]
  /** Static paths first, so `/help/list` wins over `/help/$id`. */
  routes: [string, 0 | 1, number[]][]
  /**
   * Files to preload once the page has painted its first frame (indexes into `files`): the demo
   * backend's code, in demo builds. No first paint needs it, and the entry has the link first.
   */
  afterPaint?: number[]
  /**
   * The API client's code that sends requests (ky; src/api/transport.ts), which the client fetches
   * with its first request that is not an early read. Preloaded beside the entry when a login is
   * stored; a guest's first screen needs only the early reads (`SCREEN_READS`), and the app fetches it
   * once the page has settled or the user first touches it.
   */
  transport?: number[]
}

export interface WireRead {
  path: string
  body?: Record<string, unknown>
}

/**
 * The reads each first screen waits for, by route pattern: the same calls, with the same bodies, as
 * src/api/lobby.ts, content.ts and mining.ts send for them (first-load.test.ts checks that the client
 * adopts each). The banner and the article are those screens' largest paints. With getconfig, they are
 * all that a guest's first screen asks for: the API client then needs no code of its own to send a
 * request until the page has settled (`RouteTable.transport`). With a stored login (`loggedIn`), the trend
 * page's cards read the user's day figures and the home game's room (src/api/game.ts, todayWinLost and
 * getGameinfo as src/features/game/home-board.tsx asks), with the stored token: a returning user's own
 * figures, asked while the app's code downloads.
 */
const SCREEN_READS: Record<string, (params: Record<string, string>, loggedIn: boolean) => WireRead[]> = {
  '/': () => [{ path: BANNERS_PATH }, { path: '/api/Game/getGameList' }, { path: '/api/Game/getWinList' }],
  '/help/$id': ({ id }) => articleRead(id),
  '/info/$id': ({ id }) => articleRead(id),
  '/help/list': () => [{ path: '/api/Game/getArticlelist', body: { category: ARTICLE_CATEGORY.news } }],
  '/finance': () => MINER_READS,
  '/productdetail': () => MINER_READS,
  '/productrule': () => MINER_READS,
  '/lotteryprize': (_, loggedIn) =>
    loggedIn ? [{ path: '/api/Game/todayWinLost' }, { path: '/api/Game/getGameinfo', body: { roomid: HOME_ROOM } }] : [],
}
const MINER_READS: WireRead[] = [{ path: '/api/Game/getMinerList' }]
/**
 * The home grid's first game: its room's board is the one the trend page shows (src/features/game/home-board.tsx).
 * Here, as the pre-entry script reads that room early and imports no feature's code.
 */
export const HOME_ROOM = 1
const articleRead = (id = ''): WireRead[] => (/^\d{1,9}$/.test(id) ? [{ path: ARTICLE_PATH, body: { id: Number(id) } }] : [])

/** `/help/$id` matches `/help/26` with { id: '26' }; `{-$back}` is an optional last segment. Else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const seg = want[i]
    const value = have[i]
    const optional = seg !== undefined && /^\{-\$(\w+)\}$/.exec(seg)
    if (optional) {
      if (value !== undefined) params[optional[1]!] = decodeURIComponent(value)
    } else if (seg === undefined || value === undefined) return null
    else if (seg.startsWith('$')) params[seg.slice(1)] = decodeURIComponent(value)
    else if (seg !== value) return null
  }
  return params
}

export interface RouteMatch {
  pattern: string
  params: Record<string, string>
  /** The route needs a login. */
  auth: boolean
  files: string[]
}

/**
 * The route a first load of `path` (relative to the app's base) opens. A guest on a route that needs a
 * login is sent to /login: that is the route that opens.
 */
export function matchRoute(table: RouteTable, path: string, loggedIn: boolean): RouteMatch | null {
  const find = (p: string): RouteMatch | null => {
    for (const [pattern, auth, files] of table.routes) {
      const params = matchPattern(pattern, p)
      if (params) return { pattern, params, auth: auth === 1, files: filesAt(table, files) }
    }
    return null
  }
  const route = find(path)
  return route?.auth && !loggedIn ? find('/login') : route
}

/** What a first load of `path` asks before its screen can show: getconfig, then the screen's own reads. */
export function firstReads(table: RouteTable, path: string, loggedIn: boolean): WireRead[] {
  return readsOf(matchRoute(table, path, loggedIn), loggedIn)
}

function readsOf(route: RouteMatch | null, loggedIn: boolean): WireRead[] {
  const screen = route && SCREEN_READS[route.pattern]
  return [{ path: '/api/Index/getconfig' }, ...(screen ? screen(route.params, loggedIn) : [])]
}

/** The table the build wrote into index.html (a JSON data block, which the CSP does not run); null if absent or garbled. */
export function readRouteTable(doc: Document): RouteTable | null {
  try {
    const table = JSON.parse(doc.getElementById('route-code')?.textContent ?? 'null') as RouteTable | null
    return Array.isArray(table?.routes) && Array.isArray(table.files) ? table : null
  } catch {
    return null
  }
}

/** Adds a preload link per file of the route that opens, so its code downloads beside the app's entry. */
export function preloadRouteCode(doc: Document, table: RouteTable, base: string, path: string, loggedIn: boolean): void {
  preloadFiles(doc, base, matchRoute(table, path, loggedIn)?.files ?? [])
}

/** How long `afterFirstPaint` waits for the first paint's report before going on without it. */
export const FIRST_PAINT_WAIT_MS = 1000

/**
 * Calls `then` in a task after the page's first paint (on a first load, the loading canvas's), as the
 * browser reports it (Paint Timing). A frame's animation callback is not enough: it runs before that
 * frame is painted, and Chromium reported the paint 20–25 ms after such a task had started a download.
 * In a hidden page, which paints nothing (a tab opened in the background), in the next task; without
 * Paint Timing, a task after the next frame; and if no paint is reported within `FIRST_PAINT_WAIT_MS`
 * or the page is hidden first, then.
 */
export function afterFirstPaint(then: () => void, doc: Document = document): void {
  afterReport(
    doc,
    then,
    'paint',
    (entries) => entries.length > 0,
    (win, go) => win.requestAnimationFrame(go),
  )
}

/**
 * Calls `then` in a task once the browser reports `element` painted: a Largest Contentful Paint entry
 * for it or for an element in it (what the pre-entry script paints into the loading canvas is larger than
 * the canvas's name). The page's first paint is not enough: on a slow network the canvas paints before
 * the pre-entry script has arrived, and in Chromium an element put in the page showed two or three
 * frames later. Without Largest Contentful Paint, as `afterFirstPaint`; in a hidden page, or if no such
 * report comes within `FIRST_PAINT_WAIT_MS` (a tap ends the reports), then.
 */
export function afterPaintOf(element: Element, then: () => void, doc: Document = document): void {
  afterReport(
    doc,
    then,
    'largest-contentful-paint',
    (entries) => entries.some((entry) => element.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null)),
    (_, go) => afterFirstPaint(go, doc),
  )
}

/** `then` in a task after the first report of `type` that `seen` accepts; `otherwise` where the page cannot report it. */
function afterReport(
  doc: Document,
  then: () => void,
  type: string,
  seen: (entries: PerformanceEntry[]) => boolean,
  otherwise: (win: Window, go: () => void) => void,
): void {
  let done = false
  const undo: Array<() => void> = []
  const go = () => {
    if (done) return
    done = true
    for (const step of undo) step()
    setTimeout(then, 0)
  }
  const win = doc.defaultView
  if (doc.visibilityState === 'hidden' || !win) return go()
  const Observer = win.PerformanceObserver
  if (Observer?.supportedEntryTypes?.includes(type)) {
    const observer = new Observer((list) => void (seen(list.getEntries()) && go()))
    observer.observe({ type, buffered: true })
    undo.push(() => observer.disconnect())
  } else otherwise(win, go)
  const onHidden = () => void (doc.visibilityState === 'hidden' && go())
  doc.addEventListener('visibilitychange', onHidden)
  undo.push(() => doc.removeEventListener('visibilitychange', onHidden))
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS)
  undo.push(() => clearTimeout(timer))
}

/**
 * The table's `afterPaint` files, preloaded in a task after the page's first paint (the loading
 * canvas). The demo backend is ~65 kB gzip: named in index.html, it shared the link with the entry
 * from the first byte and, in Lighthouse's model, delayed the first paint, which never needed it. The
 * app imports it after that paint too (`main.tsx`), so that a busy page whose entry runs before its first
 * paint does not fetch it earlier.
 */
export function preloadAfterFirstPaint(doc: Document, table: RouteTable, base: string): void {
  const files = filesAt(table, Array.isArray(table.afterPaint) ? table.afterPaint : [])
  if (files.length) afterFirstPaint(() => preloadFiles(doc, base, files), doc)
}

/**
 * A route's files by its pattern (`/help/$id`, as the router's `fullPath` spells it); empty for a
 * pattern the table does not have.
 */
export function routeFiles(table: RouteTable, pattern: string): string[] {
  const route = table.routes.find(([p]) => p === pattern)
  return route ? filesAt(table, route[2]) : []
}

/** A route's file indexes as file names (an index the table lacks is skipped). */
const filesAt = (table: RouteTable, indexes: number[]): string[] => indexes.map((i) => table.files[i]!).filter(Boolean)

/**
 * A modulepreload link per script and a style preload per stylesheet (`files` relative to `base`),
 * each file once per page: the browser fetches them all at once instead of a route's chunk first and
 * what it imports a round trip later. A link whose fetch fails (offline) is dropped, so that a retry
 * preloads the file again.
 */
export function preloadFiles(doc: Document, base: string, files: readonly string[]): void {
  const present = new Set([...doc.head.querySelectorAll('link')].map((l) => l.getAttribute('href')))
  for (const file of files) {
    const href = `${base}${file}`
    if (present.has(href)) continue
    present.add(href)
    const link = doc.createElement('link')
    const css = file.endsWith('.css')
    link.rel = css ? 'preload' : 'modulepreload'
    if (css) link.setAttribute('as', 'style')
    link.crossOrigin = ''
    link.href = href
    link.addEventListener('error', () => link.remove(), { once: true })
    doc.head.appendChild(link)
  }
}

/**
 * A return visit of `/`: the first of the banners the home screen kept last time (public data, never
 * anything of the user's) goes into the loading canvas where the home screen shows it, so that the
 * screen's largest paint needs no code but this script's. The home screen then replaces the canvas
 * with the same banner in the same place (index.html's `.boot-banner` mirrors its geometry), and the
 * fresh list replaces the kept one once it comes. Nothing kept, or nothing an image may show: nothing
 * painted.
 */
export function paintKeptBanner(doc: Document, locale: Locale, base?: string): boolean {
  const first = recall(KEPT_BANNERS.name, KEPT_BANNERS.guard)?.data[0]
  return paintBanner(doc, first ? bannerPath(first, locale, base) : '')
}

/**
 * Shows the image at `src` in the loading canvas at the home screen's banner geometry, unless the
 * canvas is gone (the app has rendered) or shows a banner already. True when painted.
 */
export function paintBanner(doc: Document, src: string): boolean {
  const canvas = doc.getElementById('boot-canvas')
  if (!canvas || !src || canvas.querySelector('.boot-banner')) return false
  const frame = doc.createElement('div')
  frame.className = 'boot-banner'
  const img = doc.createElement('img')
  img.alt = ''
  img.fetchPriority = 'high'
  // in the frame that shows the canvas, not a frame later
  img.decoding = 'sync'
  img.src = src
  frame.appendChild(img)
  canvas.appendChild(frame)
  return true
}

/**
 * A guest's first screen that needs no data (`/lotteryprize`'s, say): index.html holds its markup, one
 * `<template data-first-screen="PATTERN" lang="LOCALE">` per language (written by the build:
 * scripts/vite/first-screens-plugin.ts), and this puts the stored language's copy into the loading
 * canvas where the screen shows it, so that the screen's own text shows before the app's code has
 * downloaded. The app's first render replaces the canvas. Only for a guest: a logged-in user's screen
 * shows their data there. The copy painted, or null.
 */
export function paintFirstScreen(doc: Document, pattern: string, locale: Locale): Element | null {
  const canvas = doc.getElementById('boot-canvas')
  const copy = [...doc.querySelectorAll<HTMLTemplateElement>('template[data-first-screen]')]
    .find((t) => t.dataset.firstScreen === pattern && t.lang === locale)
    ?.content.firstElementChild?.cloneNode(true)
  return canvas && copy && !canvas.querySelector('.boot-screen') ? canvas.appendChild(copy as Element) : null
}

// ---- The hand-over between the pre-entry script, boot and the API client (separate scripts). ----

interface EarlyAnswer {
  response: Promise<Response>
  startedAt: number
}
interface Handoff {
  /** manifest.json's response (index.html preloads it), for boot to read instead of fetching again. */
  manifest?: Promise<Response>
  answers: Map<string, EarlyAnswer>
  /** The first screen's reads were sent (by the pre-entry script, or by boot): never twice. */
  readsSent?: boolean
  /** Until a guest's copy of the screen is painted, no read goes out (`firstReadsMayGo`). */
  readsHeld?: Promise<void>
  /** An article's first load holds its route's scripts until the article is painted (`routeCodeMayLoad`). */
  routeCodeHeld?: Promise<void>
  /** The banner list `paintFirstBanner` painted from, for the home screen's first render (`takeFirstBanners`). */
  banners?: LastKnown<Banner[]>
  /** The article (the answer's data) src/app/first-article.ts painted, for its screen's first render (`takeFirstArticle`). */
  article?: { id: number; data: unknown }
}
const HANDOFF = Symbol.for('lucky-trade.first-load')

/** The banner list's call: its answer names the home screen's largest paint. */
const BANNERS_PATH = '/api/Game/slide'
/** An article's call: its answer is the article screen's largest paint. */
const ARTICLE_PATH = '/api/Game/getArticledetail'

/** Early answers are for the first screen: one the app has not taken within this time is not used. */
export const EARLY_ANSWER_TTL_MS = 10_000

export function handoff(): Handoff {
  const g = globalThis as { [HANDOFF]?: Handoff }
  return (g[HANDOFF] ??= { answers: new Map() })
}

const keyOf = (url: string, json: Record<string, unknown>) => `${url}\n${JSON.stringify(json)}`

/** The early answer for exactly this request (same URL, same body), once; else undefined. The client's `adopt`. */
export function takeAnswer(url: string, json: Record<string, unknown>, now = Date.now()): Promise<Response> | undefined {
  const { answers } = handoff()
  const key = keyOf(url, json)
  const early = answers.get(key)
  if (!early) return undefined
  answers.delete(key)
  return now - early.startedAt <= EARLY_ANSWER_TTL_MS ? early.response : undefined
}

/** manifest.json's early response, once. */
export function takeManifest(): Promise<Response> | undefined {
  const h = handoff()
  const manifest = h.manifest
  delete h.manifest
  return manifest
}

export interface FirstReadsOptions {
  /** `apiWebUrl`, absolute. */
  apiWebUrl: string
  fetch?: typeof fetch
  /** Relative to the app's base (default: the page's). */
  path?: string
  table?: RouteTable | null
  /** The stored language and token, which every call carries until the session starts (default: localStorage). */
  stored?: Pick<PersistedState, 'language' | 'token'>
}

/**
 * Sends getconfig and the first screen's reads, exactly as the API client would, unless they were sent
 * already (the pre-entry script did in a production build; boot calls this too, for the demo build and
 * for a pre-entry script that could not read manifest.json).
 */
export function sendFirstReads({
  apiWebUrl,
  fetch: doFetch = (...args) => globalThis.fetch(...args),
  path = pagePath(),
  table = globalThis.document ? readRouteTable(document) : null,
  stored = loadState(),
}: FirstReadsOptions): void {
  const h = handoff()
  if (h.readsSent) return
  h.readsSent = true
  const locale = isLocale(stored.language) ? stored.language : DEFAULT_LOCALE
  const lang = API_LANG[locale]
  const base = apiBase(apiWebUrl)
  const route = matchRoute(table ?? { files: [], routes: [] }, path, stored.token !== null)
  for (const { path: callPath, body } of readsOf(route, stored.token !== null)) {
    const url = callUrl(base, callPath)
    const json = requestJson(body, lang, stored.token)
    const response = doFetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    // Nobody may await it for a while: a failure is the adopting call's to report.
    response.catch(() => undefined)
    // Before the app can take the answer (and read its body): callbacks run in the order they were added.
    if (callPath === BANNERS_PATH && globalThis.document) void paintFirstBanner(response, locale, base)
    if (callPath === ARTICLE_PATH && route && globalThis.document)
      paintFirstArticleOf(response, Number(body?.id), locale, route.files, base)
    h.answers.set(keyOf(url, json), { response, startedAt: Date.now() })
  }
}

/**
 * A first visit of `/`: the first banner of the list the pre-entry script asked for goes into the
 * loading canvas as soon as the list arrives (`paintBanner`). That banner is the home screen's largest
 * paint, and the home screen can show it only once the app's code has downloaded, run and rendered: on
 * a slow phone ~1 s after the list came. The list waits for the home screen's first render
 * (`takeFirstBanners`), which then shows the same banner in the same place, its image loaded, instead
 * of a placeholder. A return visit that painted its kept banner keeps it until the app renders. An
 * answer this cannot read (not a success, not a list of banners, no address an image may load) paints
 * nothing and is left to the home screen, which reports it. Resolves to the address painted, or null.
 */
export function paintFirstBanner(
  answer: Promise<Response>,
  locale: Locale,
  base?: string,
  paint: (src: string) => boolean = (src) => paintBanner(document, src),
): Promise<string | null> {
  return answerData(answer)
    .then((data) => {
      if (data === undefined) return null
      const rows = unwrapList(data)
      if (!KEPT_BANNERS.guard(rows) || rows.length === 0) return null
      const src = bannerPath(rows[0]!, locale, base)
      if (!paint(src)) return null
      handoff().banners = { data: rows, at: Date.now() }
      return src
    })
    .catch(() => null)
}

/**
 * A copy of an answer's `data` when the answer is a success (as the client reads the envelope: `code` 1,
 * or its digits as text); else undefined. Call it before the app can take the answer: it reads a clone.
 */
function answerData(answer: Promise<Response>): Promise<unknown> {
  return answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      if (!isRecord(body)) return undefined
      const { code } = body
      return (typeof code === 'string' && /^-?\d+$/.test(code) ? Number(code) : code) === SUCCESS_CODE ? body.data : undefined
    })
    .catch(() => undefined)
}

/**
 * An article's first load: its answer is read here as it arrives (its texts in the locale, as the
 * screen picks them, and its date as the screen shows it) and painted into the loading canvas, with the
 * route's stylesheets, by the painter (src/app/first-article.ts), which is part of this script. Then
 * the route's scripts may load (`holdRouteCode`).
 */
function paintFirstArticleOf(answer: Promise<Response>, id: number, locale: Locale, files: readonly string[], apiBase: string): void {
  // The demo build sends its reads once the app runs (its backend starts with it): nothing to paint ahead of it.
  if (import.meta.env.VITE_DEMO === 'true') return
  const article = answerData(answer).then((data): ArticlePaint | null => {
    const texts = data === undefined ? null : readArticleTexts(unwrapArticle(data))
    if (!texts) return null
    const time = texts.createtime ? serverTimeView(texts.createtime, locale) : null
    return { id, data, ...articleText(texts, locale), time }
  })
  const styles = files.filter((file) => file.endsWith('.css')).map((file) => `${import.meta.env.BASE_URL}${file}`)
  paintFirstArticle({ article, styles, apiBase })
    .catch(() => null)
    .then((screen) => (screen ? afterPaintOf(screen, releaseRouteCode) : releaseRouteCode()))
}

/** Lets an article's first load ask for its route's scripts (`holdRouteCode`); a no-op otherwise. */
let releaseRouteCode = (): void => undefined

/** How long, at most, an article's first load holds its route's scripts for the article's paint. */
export const ROUTE_CODE_HOLD_MS = 2000

/**
 * An article's first load: the route's stylesheets at once (the painter applies them), its scripts
 * once the painted article is reported painted, or once the painter has given up (no article, an
 * error, the app first), and after `holdMs` (`ROUTE_CODE_HOLD_MS`) at the latest. Asked for beside the
 * entry, the scripts came behind it, and in Lighthouse's model the article's paint waited a round trip
 * for them (docs/performance.md). The app asks for the route's code and renders only then too
 * (`routeCodeMayLoad`).
 */
function holdRouteCode(doc: Document, base: string, files: readonly string[], holdMs: number): void {
  const styles = files.filter((file) => file.endsWith('.css'))
  preloadFiles(doc, base, styles)
  handoff().routeCodeHeld = new Promise<void>((go) => {
    releaseRouteCode = go
    setTimeout(go, holdMs)
  }).then(() => preloadFiles(doc, base, files))
}

/** Resolves when the first screen's route code may be asked for: at once, or as `holdRouteCode` says. */
export function routeCodeMayLoad(): Promise<void> {
  return handoff().routeCodeHeld ?? Promise.resolve()
}

/** The article the loading canvas painted for the route's `id` (the answer's data, unchecked), once; else undefined. */
export function takeFirstArticle(id: number): unknown {
  const h = handoff()
  const article = h.article
  delete h.article
  return article?.id === id ? article.data : undefined
}

/** The banner list the loading canvas painted from (`paintFirstBanner`), once; else null. */
export function takeFirstBanners(): LastKnown<Banner[]> | null {
  const h = handoff()
  const banners = h.banners ?? null
  delete h.banners
  return banners
}

/** The page's path relative to the app's base (Vite's `base`). */
function pagePath(base: string = import.meta.env.BASE_URL): string {
  return `/${(globalThis.location?.pathname ?? base).slice(base.length)}`
}

export interface PreEntryOptions extends Omit<FirstReadsOptions, 'apiWebUrl' | 'stored'> {
  /** Calls `then` once `element` is painted (default: `afterPaintOf`). */
  afterPaint?: (element: Element, then: () => void, doc: Document) => void
  /** Also the address and config of the last start: with both, a return visit sends its reads at once. */
  stored?: Pick<PersistedState, 'language' | 'token' | 'apiConfig' | 'appConfig'>
  manifestUrl?: string
  /** false: manifest.json only (the demo build, whose backend starts with the app: reads sent now would go to the network). */
  reads?: boolean
  /** An article's first load holds its route's scripts this long at most (`holdRouteCode`). */
  routeCodeHoldMs?: number
}

/**
 * The pre-entry script's work: the route's code, manifest.json (boot takes the response: under the demo
 * backend its own fetch would go through a polyfill that misses the preload), and the first reads.
 *
 * A guest's screen painted from the page itself (`paintFirstScreen`) needs no data: its reads (getconfig,
 * which only boot needs) wait for that paint, here and in boot (`firstReadsMayGo`). Sent at once, on a
 * fast load they finished before it, and Lighthouse's model then counts them, and the connection to the
 * API's origin, against it (docs/performance.md); a few frames later, they still go out long before boot
 * would otherwise need them.
 */
export function startFirstLoad({
  fetch: doFetch = globalThis.fetch.bind(globalThis),
  path = pagePath(),
  table = readRouteTable(document),
  stored = loadState(),
  manifestUrl = new URL('manifest.json', appRoot()).href,
  reads = true,
  afterPaint,
  routeCodeHoldMs = ROUTE_CODE_HOLD_MS,
}: PreEntryOptions = {}): Promise<void> {
  let copy: Element | null = null
  if (table && globalThis.document) {
    const loggedIn = stored.token !== null
    const route = matchRoute(table, path, loggedIn)
    if (reads && readsOf(route, loggedIn).some((read) => read.path === ARTICLE_PATH))
      holdRouteCode(document, import.meta.env.BASE_URL, route?.files ?? [], routeCodeHoldMs)
    else preloadRouteCode(document, table, import.meta.env.BASE_URL, path, loggedIn)
    // A stored login is restored at once (getuserinfo), and a user's screens read more than a guest's.
    if (loggedIn) preloadFiles(document, import.meta.env.BASE_URL, filesAt(table, Array.isArray(table.transport) ? table.transport : []))
    preloadAfterFirstPaint(document, table, import.meta.env.BASE_URL)
    const locale = isLocale(stored.language) ? stored.language : DEFAULT_LOCALE
    if (route?.pattern === '/') paintKeptBanner(document, locale, stored.apiConfig ? apiBase(stored.apiConfig.apiWebUrl) : undefined)
    else if (route && !loggedIn) copy = paintFirstScreen(document, route.pattern, locale)
  }
  const manifest = doFetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  handoff().manifest = manifest
  const quiet = () => undefined
  const send = (): Promise<void> => {
    if (!reads) return manifest.then(quiet, quiet)
    // A return visit: boot starts with the stored address (src/app/boot.ts), so the reads go there now.
    const storedUrl = stored.apiConfig && stored.appConfig ? stored.apiConfig.apiWebUrl : null
    if (storedUrl !== null) {
      sendFirstReads({ apiWebUrl: storedUrl, fetch: doFetch, path, table, stored })
      return manifest.then(quiet, quiet)
    }
    // The app reads the response body itself; this reads a copy, taken before anyone else can read it.
    return manifest
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((json: unknown) => {
        const apiWebUrl = (json as { apiWebUrl?: unknown } | null)?.apiWebUrl
        if (typeof apiWebUrl !== 'string') return
        sendFirstReads({ apiWebUrl: new URL(apiWebUrl.trim() || '.', appRoot()).href, fetch: doFetch, path, table, stored })
      })
      .catch(quiet)
  }
  // The demo build sends no reads from here (`reads`), so it never holds any.
  if (!copy || !reads || import.meta.env.VITE_DEMO === 'true') return send()
  const painted = copy
  const h = handoff()
  h.readsHeld = new Promise<void>((go) => (afterPaint ?? afterPaintOf)(painted, go, document))
  return h.readsHeld.then(send)
}

/** Resolves when the first reads may go out: at once, or once a guest's copy of the screen is painted (`startFirstLoad`). */
export function firstReadsMayGo(): Promise<void> {
  return handoff().readsHeld ?? Promise.resolve()
}
