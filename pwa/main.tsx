import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppData, startAppData } from './app/app-data.tsx';
import { AppRoutes, isMemberScreen, preloadScreen } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { UpdatePromptOnDemand } from './components/layout/update-prompt-on-demand.tsx';
import { ToasterOnDemand } from './components/ui/toaster-on-demand.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider } from './lib/theme.tsx';
import './styles.css';

const queryClient = createQueryClient();
// Both on their way before React's first render: who is signed in (and their saved cache), and the screen.
startAppData(queryClient, { memberScreen: isMemberScreen(window.location.pathname) });
preloadScreen(window.location.pathname);
// The browser may offer installing before any screen that shows the button is there: kept from the start.
listenForInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <AppData client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterOnDemand />
        <UpdatePromptOnDemand />
      </AppData>
    </ThemeProvider>
  </StrictMode>,
);
registerServiceWorker();
