/** Building blocks for response schemas: the wire sends numbers as numbers or numeric strings. */
import * as v from 'valibot'
import { toCents } from '../lib/money'

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/** A number, or a string holding one ("12", "1.98"). */
export const num = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.regex(NUMERIC), v.transform(Number)),
])

/** An integer, or a string holding one. */
export const int = v.pipe(num, v.integer())

/** A money amount, converted once into integer cents. */
export const money = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(toCents),
  v.custom<number>((x) => x !== null, 'not an amount'),
)

/** A text field that may come as null or a number; always a string here. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
)

export const optionalNum = v.optional(v.nullable(num))
