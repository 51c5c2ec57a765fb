/**
 * A module's code fetched on first use (`load`), or ahead of it (`preload`). A load that fails (offline) is
 * forgotten, so the next use tries again. `settled` settles once every load asked for so far has: tests and
 * stories await it before clearing what the module shows, so nothing of theirs shows up late in the next one.
 */
export function loadOnFirstUse<M>(importModule: () => Promise<M>) {
  let loading: Promise<M> | undefined
  const load = (): Promise<M> =>
    (loading ??= importModule().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    load,
    preload: (): void => void load().catch(() => undefined),
    settled: (): Promise<void> =>
      loading
        ? loading.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve(),
  }
}
