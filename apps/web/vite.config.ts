import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:8080';

/** In development the server's surfaces are proxied, so the app calls the same paths as in production. */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(['/api', '/ops', '/auth', '/healthz'].map((path) => [path, server])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
