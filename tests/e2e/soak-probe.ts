/**
 * In-page instrumentation for the soak run, as two init scripts (plain JS source, so
 * no transpiler helper can leak into them):
 *
 * - PROBE_PRE runs before Playwright's fake clock (registered before `page.clock.install`): it keeps
 *   the native `performance.now` (the clock replaces `window.performance`), so long tasks and round
 *   transitions share one real timeline, and it observes long tasks.
 * - PROBE_POST runs after the clock: it counts live `setInterval` handles, pending `setTimeout`s and
 *   WebSockets not yet closed by wrapping the functions the app sees (the clock's fakes when one is
 *   installed), and records every change of the round header (countdown text, seqno, phase) with
 *   the page's `Date.now()` (the demo server's clock) and the real time.
 *
 * Node drains the logs at every sample (`PROBE_DRAIN`), so they do not grow the heap being measured.
 */

export interface ProbeEvent {
  /** Date.now() in the page: the demo server's clock (fake in accelerated runs). */
  at: number
  /** Native performance.now(): real milliseconds, the long-task timeline. */
  real: number
  clock: string | null
  seqno: string | null
  phase: string | null
}

export interface ProbeLongTask {
  start: number
  duration: number
}

/** A long animation frame (the Long Animation Frames API): what ran in it, for attribution. */
export interface ProbeFrame {
  start: number
  duration: number
  blocking: number
  scripts: Array<{ invoker: string; fn: string; src: string; duration: number }>
}

export interface ProbeDrain {
  events: ProbeEvent[]
  longTasks: ProbeLongTask[]
  frames: ProbeFrame[]
  longTaskSupported: boolean
  /** setInterval handles not cleared */
  intervals: number
  /** setTimeout callbacks neither fired nor cleared */
  timeouts: number
  /** WebSockets constructed and not yet closed */
  sockets: number
  socketsCreated: number
  /** native performance.now() */
  real: number
  /** Date.now() */
  at: number
}

export const PROBE_PRE = `(() => {
  if (window.__soak) return;
  const perf = window.performance;
  const s = window.__soak = {
    realNow: perf.now.bind(perf),
    events: [], longTasks: [], frames: [],
    intervals: new Set(), timeouts: new Set(), sockets: new Set(), socketsCreated: 0,
    longTaskSupported: false,
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) s.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    s.longTaskSupported = true;
  } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        const scripts = (e.scripts || []).slice().sort((a, b) => b.duration - a.duration).slice(0, 3).map((x) => ({
          invoker: String(x.invoker || ''), fn: String(x.sourceFunctionName || ''),
          src: String(x.sourceURL || '').split('/').pop() + (x.sourceCharPosition >= 0 ? ':' + x.sourceCharPosition : ''),
          duration: x.duration,
        }));
        s.frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration || 0, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
})();`

export const PROBE_POST = `(() => {
  const s = window.__soak;
  if (!s || window.__soakPost) return;
  window.__soakPost = true;

  const setI = window.setInterval, clearI = window.clearInterval;
  const setT = window.setTimeout, clearT = window.clearTimeout;
  window.setInterval = function (handler, ...rest) {
    const id = setI.call(window, handler, ...rest);
    s.intervals.add(id);
    return id;
  };
  window.clearInterval = function (id) {
    s.intervals.delete(id); s.timeouts.delete(id);
    return clearI.call(window, id);
  };
  window.setTimeout = function (handler, ...rest) {
    let id;
    const run = typeof handler === 'function'
      ? function (...args) { s.timeouts.delete(id); return handler.apply(this, args); }
      : handler;
    id = setT.call(window, run, ...rest);
    s.timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    s.timeouts.delete(id); s.intervals.delete(id);
    return clearT.call(window, id);
  };

  const NativeSocket = window.WebSocket;
  if (NativeSocket) {
    window.WebSocket = class extends NativeSocket {
      constructor(url, protocols) {
        super(url, protocols);
        s.socketsCreated++;
        s.sockets.add(this);
        this.addEventListener('close', () => s.sockets.delete(this));
      }
    };
  }

  let last = { clock: null, seqno: null, phase: null };
  const check = () => {
    const header = document.querySelector('[data-testid="round-header"]');
    const clock = header ? (header.querySelector('[data-testid="countdown"]') || {}).textContent ?? null : null;
    const seqno = header ? (header.querySelector('[data-testid="round-seqno"]') || {}).textContent ?? null : null;
    const phase = header ? header.getAttribute('data-phase') : null;
    if (clock === last.clock && seqno === last.seqno && phase === last.phase) return;
    last = { clock, seqno, phase };
    s.events.push({ at: Date.now(), real: s.realNow(), clock, seqno, phase });
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-phase'],
  });
})();`

/** Evaluated in the page: takes the logs out and reads the live counts. */
export const PROBE_DRAIN = `(() => {
  const s = window.__soak;
  if (!s) throw new Error('soak probe is not installed in this document');
  return {
    events: s.events.splice(0), longTasks: s.longTasks.splice(0), frames: s.frames.splice(0), longTaskSupported: s.longTaskSupported,
    intervals: s.intervals.size, timeouts: s.timeouts.size,
    sockets: s.sockets.size, socketsCreated: s.socketsCreated,
    real: s.realNow(), at: Date.now(),
  };
})()`
