import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { loginShellSettled, readLoginShell } from './account/loginShell/shell.ts';
import { router } from './app/router.tsx';
import { rememberPosition } from './graphql/position.ts';
import { theme } from './ui/theme.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// On login.html the HTML login page may be logging in: the app starts once that answered.
void loginShellSettled().then(() => {
  rememberPosition(readLoginShell()?.position);
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
