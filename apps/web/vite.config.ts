import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:8000';
// The API serves /api and uploaded files under /media; in development both live on the API's port.
const proxy = { '/api': { target: backend, changeOrigin: true }, '/media': { target: backend, changeOrigin: true } };

export default defineConfig({
  root,
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets scripts/home-page-weight.mjs add up what the home page downloads.
    manifest: true,
    rolldownOptions: {
      // The contract's modules only declare things; marking them side-effect free lets a page that imports a
      // constant leave the zod schemas (and zod) out of its chunk.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
