import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server (apps/server) answers these in development; in production it serves this build itself.
const serverOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': serverOrigin,
      '/uploads': serverOrigin,
      '/sandbox-pay': serverOrigin,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server names a public page's own chunks in its HTML (docs/decisions/060).
    manifest: true,
  },
});
