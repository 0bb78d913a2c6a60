// The part of autocannon's Node API (https://github.com/mcollina/autocannon#api) that bench:api uses; the
// package ships no types.
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection loops over these; `setupRequest` may change each request before it is sent. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: { path: string; headers: Record<string, string> }) => unknown;
    }[];
  };
  /** The run: a promise of its result, and an emitter of each response as it comes (its time in ms, fractional). */
  export type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
