import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Built as the app is (es2022, no sourcemaps), without the app's plugins: it has no routes files,
// catalogs or macros.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  logLevel: 'warn',
})
