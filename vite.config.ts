import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

// Lingui's macros compile through Babel, but only in files that import them.
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig(({ mode }) => ({
  // Absolute: the SPA serves deep links (/help/26) from the same index.html.
  base: process.env.APP_BASE ?? '/',
  plugins: [
    // Options live in tsr.config.json, shared with `tsr generate` (type-checking a fresh clone).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
  ],
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
}))
