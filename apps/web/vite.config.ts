import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server that `npm run dev` starts beside Vite (apps/server, default port 3000). */
const API_ORIGIN = 'http://localhost:3000';

const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/media': { target: API_ORIGIN, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
