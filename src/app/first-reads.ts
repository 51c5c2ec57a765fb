/**
 * A first load's head start: the reads of the screen the page opened on start as soon as boot has
 * an API client, beside getconfig, instead of after boot, the router and the route's code (the
 * answer is usually that screen's largest paint). They carry the stored language and token, as every
 * call does until the session starts. Each answer is taken once, by the first screen that asks for
 * its key; later asks (a refresh, a retry, another visit) go to the API.
 */
const started = new Map<string, Promise<unknown>>()
/** A screen asked already: an early start would come too late to be of use, and could duplicate. */
let asked = false

export function startFirstReads(reads: Record<string, () => Promise<unknown>>): void {
  if (asked) return
  for (const [key, read] of Object.entries(reads)) {
    const answer = read()
    // Not yet awaited by anyone: a failure is the screen's to show, not an unhandled rejection.
    answer.catch(() => undefined)
    started.set(key, answer)
  }
}

/** The early answer for `key` if boot started one and nobody took it yet, else `read()`. */
export function firstRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  asked = true
  const answer = started.get(key)
  if (answer) {
    started.delete(key)
    return answer as Promise<T>
  }
  return read()
}
