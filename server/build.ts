import { startServer } from './start.ts';
import { hostedFromEnv, prepareSite } from './prepare-site.ts';

/**
 * `npm run build`: builds `dist/` once and exits. Against hosted Supabase when
 * PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are set; otherwise the embedded server is
 * started on a free port (with HAVEN_DATA_DIR's data and keys), seeded, built against and stopped.
 */
const server = await startServer({
  env: { ...process.env, PORT: '0', HAVEN_LOG_REQUESTS: 'false' },
  log: () => undefined,
  beforeReady: (info) => prepareSite(info, { hosted: hostedFromEnv(process.env), build: true, force: true }).then(() => undefined),
});
await server.stop();
console.log('The site is built in dist/.');
