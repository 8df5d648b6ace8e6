import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { assertDeployable } from './deploy-check.ts';
import { parseWebEnv } from './src/config/env-schema.ts';

export default defineConfig(({ mode }) => {
  // Fails the build (or the dev server) with a clear message on bad configuration.
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  // The production mode is the build firebase deploy publishes: a real project only
  // (GCLOUD_PROJECT: the project the Firebase CLI deploys to, set for predeploy commands).
  if (mode === 'production') assertDeployable(env, process.env.GCLOUD_PROJECT);
  const webConfig = parseWebEnv(env);
  return {
    plugins: [react(), tailwindcss()],
    // The parsed configuration goes into the app as a constant (src/config/env.ts),
    // so the browser does not download zod just to read it again.
    define: { __WEB_CONFIG__: JSON.stringify(webConfig) },
    resolve: {
      alias: {
        // One alias for the app's own code, so an import names where the module lives
        // (docs/architecture.md, "Layers of the web app").
        '@/': fileURLToPath(new URL('./src/', import.meta.url)),
        // The API's zod schemas, shared so forms and server reject the same input.
        '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      },
    },
    server: {
      // `npm run dev -w web` against a running `npm start`: same-origin /api calls.
      proxy: { '/api': 'http://127.0.0.1:5000' },
    },
    build: {
      target: 'es2022',
      // No source maps in what Hosting serves; the emulator build keeps them for debugging.
      sourcemap: mode !== 'production',
      // Read by scripts/check-bundle-budget.ts (npm run test:budget).
      manifest: true,
    },
  };
});
