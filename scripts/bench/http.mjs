// Measures HTTP routes with autocannon and turns the results into table rows.
import autocannon from 'autocannon';

/** Seconds of load before each measurement, not counted: the JIT compiles the route's hot paths. */
const WARM_UP_SECONDS = 2;

/** What every browser sends: the shop answers large bodies compressed, as it does for them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** One autocannon run after a warm-up; `request` may carry a method, headers and body. */
export async function measure(url, { seconds, connections = 50, request = {} }) {
  const options = { url, connections, ...request, headers: { ...BROWSER_HEADERS, ...request.headers } };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Bytes read per answer, headers included, as they crossed the wire.
    answerKb: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Autocannon runs of a fixed number of requests each, for a route that changes what it answers
 * (orders: each customer may place only so many): the warm-up's, not counted, then each of
 * `measured` in turn. `warmUp` and every measured run are `{ amount, request }`; a request may carry
 * `setupRequest`. Answers one result per measured run.
 */
export async function measureAmount(url, { warmUp, measured, connections = 50 }) {
  // autocannon ends a run at its next sample tick (each second by default), so a run of a fixed
  // amount would last a whole number of seconds; ticks of 10 ms time it to within 10 ms.
  const run = ({ amount, request }) =>
    autocannon({
      url,
      connections,
      amount,
      sampleInt: 10,
      ...request,
      headers: { ...BROWSER_HEADERS, ...request.headers },
    });
  await run(warmUp);
  const results = [];
  for (const each of measured) {
    const result = await run(each);
    results.push({
      reqPerSec: Math.round(result.requests.total / (result.duration || 1)),
      p50: result.latency.p50,
      p99: result.latency.p99,
      answerKb: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return results;
}

/** `sameSize`: the bare route's rate when it sends a body as large as this answer, if measured. */
export function row(route, result, ceiling, sameSize) {
  const percent = (rate) => (rate ? `${Math.round((result.reqPerSec / rate) * 100)}%` : '-');
  return {
    route,
    'req/s': result.reqPerSec,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'of ceiling': percent(ceiling),
    'of same-size bare': percent(sameSize),
    'KB per answer': result.answerKb.toFixed(1),
    errors: result.errors,
  };
}
