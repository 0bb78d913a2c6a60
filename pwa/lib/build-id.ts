// vite.config.ts defines it for the build; tests and tools run without it.
declare const __BUILD_ID__: string | undefined;

/** This build's identity: the persisted cache's buster, so a new version never reads an older one's data. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
