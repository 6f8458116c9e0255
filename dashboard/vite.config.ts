import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (same variable as the CLI uses); the dashboard reaches data only through it. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const dashboardRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: dashboardRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Blueprint and its table weigh about 1 MB; one vendor chunk is cached across releases.
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/files': apiTarget,
    },
  },
});
