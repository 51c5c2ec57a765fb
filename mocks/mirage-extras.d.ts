// miragejs 0.1.48 ships these at runtime but not in its type declarations.
import 'miragejs'
import 'miragejs/server'
import type { AnyRegistry } from 'miragejs/-types'

declare module 'miragejs' {
  /** A named variant of a factory: `server.create('user', 'vip')`. */
  export function trait<T extends object>(extension: T): T
}

declare module 'miragejs/server' {
  interface Server<Registry extends AnyRegistry = AnyRegistry> {
    loadFactories(factoryMap: Record<string, unknown>): void
    /** With traits: `createList('user', 6, 'vip')`. */
    createList(modelName: keyof Registry & string, count: number, ...traitsAndAttrs: Array<string | Record<string, unknown>>): unknown[]
  }
}
