// The session: restoring a stored token, logging in, user info, logout and forced logout.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { User } from '../src/api/session'
import type { CallAction } from '../src/api/client'
import { isApiError } from '../src/api/errors'

export interface Credentials {
  quhao: string
  username: string
  password: string
}

export interface SessionContext {
  token: string | null
  user: User | null
  /** The last failure of a login or user-info request, for views to translate. */
  error: unknown
  /** Why the last session ended: a view can say "please log in again" after a forced logout. */
  endedBy: 'logout' | 'expired' | null
  /** What the refused calls of a forced logout would have done (an order, a cancel): it was not done. */
  refused: CallAction[]
  /**
   * What a forced logout left unconfirmed: an order or a cancel whose answer was lost, or still being checked
   * when the session ended (the screen checking it closed with it). Neither done nor not done: unknown.
   */
  unconfirmed: CallAction[]
  /** Automatic user-info retries since the last success (see the retryUserInfo delay). */
  retries: number
}

/** A session whose user info failed for a network reason retries by itself, backing off. */
export const USER_RETRY_BASE_MS = 5000
export const USER_RETRY_MAX = 3

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  /** A token obtained elsewhere (registration). */
  | { type: 'session.token'; token: string }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  /** Body code 409 / 403 from any call; `refused`: what that call would have done. */
  | { type: 'session.expired'; refused?: CallAction }
  /** An order or a cancel whose outcome the screens could not establish before a forced logout closed them. */
  | { type: 'session.unconfirmed'; action: CallAction }

export type SessionEmitted =
  | { type: 'session.loginFailed'; error: unknown }
  | { type: 'session.loggedIn'; user: User | null }
  | { type: 'session.ended'; reason: 'logout' | 'expired' }
  /** A call refused after its session had already been ended by another: what it would have done was not done. */
  | { type: 'session.refused'; action: CallAction }
  /** Learnt after a forced logout: what that action did is unknown. */
  | { type: 'session.unconfirmed'; action: CallAction }

const isSessionOver = (error: unknown) => isApiError(error) && error.kind === 'session'

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as {
      token: string | null
      /** The stored token was refused before the session started (a call at boot): it starts ended. */
      expired?: boolean
    },
  },
  actors: {
    login: fromPromise<{ token: string }, Credentials>(async () => {
      throw new Error('session: provide the login actor')
    }),
    getuserinfo: fromPromise<User, { token: string }>(async () => {
      throw new Error('session: provide the getuserinfo actor')
    }),
  },
  actions: {
    /** Writes token and login flag to local storage; provided by the app. */
    persistToken: (_, _params: { token: string | null }) => {},
    assignUser: assign({ user: (_, params: { user: User }) => params.user, error: null, retries: 0 }),
    clearSession: assign({ token: null, user: null }),
  },
  delays: {
    retryUserInfo: ({ context }) => USER_RETRY_BASE_MS * 2 ** context.retries,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    needsUserRetry: ({ context }) => context.user === null && context.error !== null && context.retries < USER_RETRY_MAX,
    isSessionOver: (_, params: { error: unknown }) => isSessionOver(params.error),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: null,
    error: null,
    endedBy: input.expired ? 'expired' : null,
    refused: [],
    unconfirmed: [],
    retries: 0,
  }),
  initial: 'restoring',
  on: {
    'session.expired': [
      {
        guard: 'hasToken',
        target: '.guest',
        actions: [
          'clearSession',
          assign({ endedBy: 'expired', refused: ({ event }) => (event.refused ? [event.refused] : []), unconfirmed: [] }),
          { type: 'persistToken', params: { token: null } },
          emit({ type: 'session.ended', reason: 'expired' }),
        ],
      },
      // Calls sent before the session ended are refused after it, each with what it would have done.
      {
        guard: ({ context, event }) =>
          context.endedBy === 'expired' && event.refused !== undefined && !context.refused.includes(event.refused),
        actions: [
          assign({ refused: ({ context, event }) => [...context.refused, event.refused!] }),
          emit(({ event }) => ({ type: 'session.refused' as const, action: event.refused! })),
        ],
      },
    ],
    // kept for the forced logout's notice, each action once; after a chosen logout the user is told in place
    'session.unconfirmed': {
      guard: ({ context, event }) => context.endedBy === 'expired' && !context.unconfirmed.includes(event.action),
      actions: [
        assign({ unconfirmed: ({ context, event }) => [...context.unconfirmed, event.action] }),
        emit(({ event }) => ({ type: 'session.unconfirmed' as const, action: event.action })),
      ],
    },
  },
  states: {
    restoring: {
      always: { guard: ({ context }) => context.token === null, target: 'guest' },
      invoke: {
        src: 'getuserinfo',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'authenticated', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          // The stored token is refused: the session ends as any refused session does.
          {
            guard: { type: 'isSessionOver', params: ({ event }) => ({ error: event.error }) },
            target: 'guest',
            actions: [
              'clearSession',
              assign({ endedBy: 'expired' }),
              { type: 'persistToken', params: { token: null } },
              emit({ type: 'session.ended', reason: 'expired' }),
            ],
          },
          // A network failure does not end a session: keep the token, show the error, allow a retry.
          { target: 'authenticated', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    guest: {
      on: {
        'session.login': { target: 'loggingIn' },
        'session.token': {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.token, error: null, endedBy: null, refused: [], unconfirmed: [] }),
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    loggingIn: {
      entry: assign({ error: null, endedBy: null, refused: [], unconfirmed: [] }),
      invoke: {
        src: 'login',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.login' }>).credentials,
        onDone: {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            { type: 'persistToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: {
          target: 'guest',
          actions: [
            assign({ error: ({ event }) => event.error }),
            emit(({ event }) => ({ type: 'session.loginFailed' as const, error: event.error })),
          ],
        },
      },
    },
    loadingUser: {
      // A token just given by a login or a registration. The API client reports a body code 403/409 as
      // 'session.expired' before the call rejects; here that is not a session ending ("your login has
      // expired" would be untrue: the user never got in). The user-info read's own refusal, which follows,
      // says the login failed (below); a refusal of a call sent with an earlier session's token must not end
      // this one.
      on: { 'session.expired': {} },
      invoke: {
        src: 'getuserinfo',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
            emit(({ event }) => ({ type: 'session.loggedIn' as const, user: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isSessionOver', params: ({ event }) => ({ error: event.error }) },
            target: 'guest',
            actions: [
              'clearSession',
              { type: 'persistToken', params: { token: null } },
              assign({ error: ({ event }) => event.error }),
              emit(({ event }) => ({ type: 'session.loginFailed' as const, error: event.error })),
            ],
          },
          {
            target: 'authenticated',
            actions: [assign({ error: ({ event }) => event.error }), emit({ type: 'session.loggedIn', user: null })],
          },
        ],
      },
    },
    authenticated: {
      initial: 'idle',
      on: {
        'session.logout': {
          target: 'guest',
          actions: [
            'clearSession',
            assign({ endedBy: 'logout', refused: [], unconfirmed: [], error: null, retries: 0 }),
            { type: 'persistToken', params: { token: null } },
            emit({ type: 'session.ended', reason: 'logout' }),
          ],
        },
      },
      states: {
        idle: {
          on: { 'session.refresh': 'refreshing' },
          after: { retryUserInfo: { guard: 'needsUserRetry', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            src: 'getuserinfo',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'idle', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
            // Session-over answers arrive as 'session.expired' from the API client as well.
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => event.error, retries: ({ context }) => context.retries + 1 }),
            },
          },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
