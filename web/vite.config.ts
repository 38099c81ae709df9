import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

import { loginShellMarkup, loginShellStyle } from './src/account/loginShell/markup.ts';

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

/**
 * dist/login.html, what the server answers for /login: index.html with the login page already in
 * #root, its style inline and its script (loginShell/enhance.ts, the app's own login modules) inline,
 * so one response makes the page usable on a slow line. The app's scripts and stylesheet move to the
 * end of the body: the form paints without waiting for the stylesheet (the app's scripts still do).
 */
/**
 * The app's scripts at low priority on the login page: Chromium then sends a login typed meanwhile
 * ahead of those still queued (6 connections a host on HTTP/1.1), not after all of them.
 */
const lowPriority = (tag: string) =>
  tag.replace(/^<(link rel="modulepreload"|script type="module")/, '<$1 fetchpriority="low"');

function loginPage(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'colophon-login-page',
    apply: 'build',
    async closeBundle() {
      const output = (await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry: join(root, 'src/account/loginShell/enhance.ts'), formats: ['iife'], name: 'loginShell' },
        },
      })) as Rolldown.RolldownOutput[];
      const script = output[0]!.output[0].code.trim();
      if (script.includes('</script')) throw new Error('the login script cannot be inlined');
      const index = await readFile(join(root, 'dist/index.html'), 'utf8');
      // The app's tags leave the head: fetched after the form, they do not share the line with it.
      const appTags =
        index.match(/<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>/g) ?? [];
      let page = index.replace('</title>', `</title>\n    <style>${loginShellStyle.trim()}</style>`);
      for (const tag of appTags) page = page.replace(`\n    ${tag}`, '');
      page = page.replace(
        '<div id="root"></div>',
        `<div id="root">${loginShellMarkup()}</div>\n    <script>${script}</script>\n    ${appTags.map(lowPriority).join('\n    ')}`,
      );
      await writeFile(join(root, 'dist/login.html'), page);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), loginPage()],
  // A back office is loaded once per working session, so one bundle of this size is fine.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1_000 },
  server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, apiServer])) },
});
