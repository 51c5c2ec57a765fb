/** Regions and calling codes from libphonenumber-js, made at build time (vite.config.ts): "AC247 AD376 …". */
declare module 'virtual:calling-codes' {
  const table: string
  export default table
}
