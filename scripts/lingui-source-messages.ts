import type { PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

/**
 * Babel plugin, run after Lingui's macro (which keeps `message`: `stripMessageField: false`): turns
 * each descriptor's source message (en-US, the source locale) into Lingui's compiled form, the
 * one a compiled catalog holds, e.g. `{ id: "Xy12ab", message: ["Welcome, ", ["name"]] }` (`<Trans>`
 * gets the same object spread into its props). Lingui falls back to `message` when the active catalog lacks the
 * id, so en-US needs no catalog at run time: each chunk carries the English of its own screens
 * instead of every screen's English in one file on the first load (src/i18n/i18n.ts).
 */
export default function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (message: string) => t.valueToNode(compileMessage(message))
  // The macro marks every descriptor it writes with a leading /*i18n*/ comment: app objects that
  // happen to have `id` and `message` are left alone.
  const isDescriptor = (node: BabelTypes.ObjectExpression) => node.leadingComments?.some((c) => c.value.trim() === 'i18n')
  const keyName = (p: BabelTypes.ObjectExpression['properties'][number]) =>
    t.isObjectProperty(p) && !p.computed && t.isIdentifier(p.key) ? p.key.name : null

  return {
    name: 'lingui-source-messages',
    visitor: {
      ObjectExpression(path) {
        if (!isDescriptor(path.node)) return
        const message = path.node.properties.find((p) => keyName(p) === 'message') as BabelTypes.ObjectProperty | undefined
        if (message && t.isStringLiteral(message.value)) message.value = compiled(message.value.value)
      },
    },
  }
}
