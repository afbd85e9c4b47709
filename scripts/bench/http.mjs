// Measures HTTP routes with autocannon and turns the results into table rows.
import autocannon from 'autocannon';

/** One autocannon run; `request` may carry a method, headers and body. */
export async function measure(url, { seconds, connections = 50, request = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, ...request });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function row(route, result, ceiling) {
  return {
    route,
    'req/s': result.reqPerSec,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'of ceiling': ceiling ? `${Math.round((result.reqPerSec / ceiling) * 100)}%` : '-',
    errors: result.errors,
  };
}
