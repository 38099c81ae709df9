import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (npm start or the command service on port 3000);
// in embedded mode the server serves web/dist and the API on one port, so only dev needs the proxy.
const apiServer = 'http://127.0.0.1:3000';
const apiPaths = [
  '/graphql-auth',
  '/api',
  '/fetch_user_publishers',
  '/create_publisher',
  '/files',
  // The spec's other plain calls, and the simulated billing provider's pages.
  '/send_invitation',
  '/accept_invitation',
  '/publisherusers',
  '/delete_invitation',
  '/validate_csv',
  '/import_csv',
  '/count_royaltys',
  '/count_royalty_payments',
  '/create_checkout_session',
  '/create_portal_session',
  '/checkout_success',
  '/billing',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // A back office is loaded once per working session, so one bundle of this size is fine.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1_000 },
  server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, apiServer])) },
});
