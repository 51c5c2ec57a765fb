import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compileHints } from '../../vite/compile-hints-plugin.ts'

// Built as the app is (es2022, no sourcemaps, V8's compile hint on each script), without the app's
// other plugins: it has no routes files, catalogs or macros.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compileHints()],
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  logLevel: 'warn',
})
