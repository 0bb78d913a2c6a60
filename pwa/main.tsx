import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { Toaster } from './components/ui/toaster.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider } from './lib/theme.tsx';
import './styles.css';

// The persisted (IndexedDB) cache and the offline outbox come with the offline issue; they wrap this client.
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
registerServiceWorker();
