// The API alone (no built app): used by `npm run dev` behind Vite.
import { loadEnv } from './env.ts';
import { startServer } from './server.ts';

const { url } = await startServer(loadEnv());
console.log(`API listening at ${url}`);
