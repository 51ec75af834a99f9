/** The parts of autocannon's API the benchmark scripts use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      [key: string]: unknown;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      overallRate?: number;
      requests?: Request[];
      [key: string]: unknown;
    }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
