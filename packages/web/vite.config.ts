import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API and the WebSocket to a Birzha server on 8080 (npm start).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
