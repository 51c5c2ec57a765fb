/** Building blocks for response schemas: the wire sends numbers as numbers or numeric strings. */
import * as v from 'valibot'
import { toCents, toCentsFloor, type Cents } from '../lib/money'
import { isBlank, isRecord, unwrapList } from './wire'

// The wire's shapes that need no schema library live in wire.ts (the pre-entry script reads them too).
export { isBlank, isRecord, unwrapList }

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/** Absent, or an empty object / array (PHP encodes "nothing" as [] or {}). */
export const isEmpty = (x: unknown): boolean =>
  isBlank(x) || (Array.isArray(x) && x.length === 0) || (isRecord(x) && Object.keys(x).length === 0)

/** A number, or a string holding one ("12", "1.98"). */
export const num = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(NUMERIC), v.transform(Number))])

/** An integer, or a string holding one. */
export const int = v.pipe(num, v.integer())

/** A money amount, converted once into integer cents. */
export const money = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x: number | string) => toCents(x)),
  v.check((x) => x !== null, 'not an amount'),
  v.transform((x) => x as Cents),
)

/** An available maximum (a balance, what may be withdrawn) in cents, rounded down to the cent. */
export const moneyFloor = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x: number | string) => toCentsFloor(x)),
  v.check((x) => x !== null, 'not an amount'),
  v.transform((x) => x as Cents),
)

/** A text field that may come as null or a number; always a string here. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
)

/** A text field that must be present and non-empty (a round number, an order number). */
export const requiredText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((x) => String(x).trim()),
  v.minLength(1, 'empty'),
)

/**
 * Root of the lenient field schemas below: an optional with a (null) default, so an object schema
 * runs the pipe for a missing key too instead of reporting the key as missing.
 */
export const absent = v.optional(v.unknown(), null)

/** `fallback` in place of a blank value. */
const blankTo = <F>(fallback: F) => v.transform((x: unknown) => (isBlank(x) ? fallback : x))

/** A number, `fallback` when absent. */
export const numOr = (fallback: number) => v.pipe(absent, blankTo(fallback), num)

/** An integer, `fallback` when absent. */
export const intOr = (fallback: number) => v.pipe(absent, blankTo(fallback), int)

/** A number, or undefined when absent (never a made-up 0). */
export const maybeNum = v.pipe(absent, blankTo(undefined), v.optional(num))

/** An integer, or undefined when absent (never a made-up 0). */
export const maybeInt = v.pipe(absent, blankTo(undefined), v.optional(int))

/** Money in cents, `fallback` cents when absent. */
export const moneyOr = (fallback: Cents) => v.pipe(absent, blankTo(fallback), money)

/** Money in cents, or undefined when absent (a view shows "—" rather than an invented 0.00). */
export const maybeMoney = v.pipe(absent, blankTo(undefined), v.optional(money))

/** 0/1 flags arrive as numbers, numeric strings or booleans. */
export const flagOr = (fallback: 0 | 1) =>
  v.pipe(
    absent,
    blankTo(fallback),
    v.union([num, v.boolean()]),
    v.transform((x): 0 | 1 => (x === true || x === 1 ? 1 : 0)),
  )

/**
 * A list of `item`. Accepted wire forms: an array; `{ list | data | rows: [...] }`; an object keyed
 * "0", "1", …; "" / null / absent → []. A row that does not fit `item` rejects the whole list.
 */
export const list = <S extends v.GenericSchema>(item: S) => v.pipe(absent, v.transform(unwrapList), v.array(item))

/** Calls whose answer carries nothing we use: success is the envelope's code 1. */
export const ignored = v.unknown()
