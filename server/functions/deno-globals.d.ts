// The part of Deno's API that Supabase edge functions use and the embedded runner provides
// (server/functions/deno-shim.ts), so functions type-check under this project's tsconfig.
declare namespace Deno {
  interface Env {
    get(name: string): string | undefined;
    has(name: string): boolean;
    set(name: string, value: string): void;
    delete(name: string): void;
    toObject(): Record<string, string>;
  }
  interface ServeHandlerInfo {
    remoteAddr: { transport: 'tcp'; hostname: string; port: number };
    completed: Promise<void>;
  }
  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;
  interface HttpServer {
    finished: Promise<void>;
    shutdown(): Promise<void>;
  }
  const env: Env;
  function serve(handler: ServeHandler): HttpServer;
  function serve(options: { port?: number; hostname?: string }, handler: ServeHandler): HttpServer;
  function serve(options: { handler: ServeHandler; port?: number; hostname?: string }): HttpServer;
}

declare module 'jsr:@supabase/functions-js/edge-runtime.d.ts' {}
declare module 'npm:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}
