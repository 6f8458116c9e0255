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
    // Blueprint and its table weigh about 1 MB; Monaco (GraphiQL's editor, a lazy chunk of its
    // own) about 3 MB.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // GraphiQL ships React-compiler output whose "use no memo" directives are harmless to drop.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        defaultHandler(warning);
      },
    },
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
