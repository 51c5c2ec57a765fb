/**
 * A player's name as other players see it (username masked): the first two and
 * last two characters with stars between, whatever the backend sent. A name that already carries a
 * star was masked by the backend and is shown as sent. Names of four characters or fewer keep only
 * the first (two and two would show them whole).
 */
export function maskUsername(name: string): string {
  if (name === '' || name.includes('*')) return name
  const chars = Array.from(name)
  if (chars.length <= 4) return `${chars[0]}***`
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`
}
