import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { UpdatePromptOnDemand } from './components/layout/update-prompt-on-demand.tsx';
import { ToasterOnDemand } from './components/ui/toaster-on-demand.tsx';
import { currentUserQuery } from './lib/current-user.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider } from './lib/theme.tsx';
import './styles.css';

// The persisted (IndexedDB) cache and the offline outbox come with the offline issue; they wrap this client.
const queryClient = createQueryClient();
// Both on their way before React's first render: who is signed in, and the screen this address opens on.
void queryClient.prefetchQuery(currentUserQuery());
preloadScreen(window.location.pathname);
// The browser may offer installing before any screen that shows the button is there: kept from the start.
listenForInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterOnDemand />
        <UpdatePromptOnDemand />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
registerServiceWorker();
