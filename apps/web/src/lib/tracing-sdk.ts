// The OpenTelemetry SDK of the website server, started by instrumentation.ts only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (without it this module is never loaded). Spans go in batches
// to the collector over OTLP/HTTP (`http/protobuf`, or `http/json` with OTEL_EXPORTER_OTLP_PROTOCOL);
// the exporter reads the standard OTEL_EXPORTER_OTLP_* variables (headers, timeout, compression),
// the sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG. docs/operations.md, "Traces".
//
// - Trace id = request id: a span that starts a trace inside a request (Next's request span, or a
//   search answered before Next's router) takes the request's id (request-log.mjs: nginx's
//   $request_id, or a new one) as its trace id, so a trace and the request's log lines share one id.
// - A visitor's `traceparent` is not followed (it would choose our trace ids); calls to the CMS
//   carry ours, whose trace id the CMS logs as the request id.
import 'server-only';
import { type Context, type TextMapPropagator, type TextMapSetter, diag, DiagLogLevel, trace } from '@opentelemetry/api';
import { resourceFromAttributes, defaultResource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type IdGenerator, NodeTracerProvider, RandomIdGenerator, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { log } from './log';
import { currentRequestId } from './request-context';
import { TRACING_KEY } from './tracing';
import { settingNumber, settingText } from '../../config.mjs';

const VALID_TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;

/** Trace ids from the request's id where there is one (32 hex digits, as W3C trace ids), random elsewhere. */
export class RequestIdGenerator implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  generateTraceId(): string {
    const id = currentRequestId();
    return id && VALID_TRACE_ID.test(id) ? id : this.random.generateTraceId();
  }
  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

/** Writes `traceparent` for outgoing calls; reads nothing from incoming requests. */
export const injectOnlyPropagator: TextMapPropagator = {
  inject(context: Context, carrier: unknown, setter: TextMapSetter) {
    const span = trace.getSpanContext(context);
    if (!span || !trace.isSpanContextValid(span)) return;
    setter.set(carrier, 'traceparent', `00-${span.traceId}-${span.spanId}-0${(span.traceFlags & 1).toString(16)}`);
  },
  extract: (context: Context) => context,
  fields: () => ['traceparent'],
};

async function exporter(): Promise<SpanExporter> {
  // Both exporters read the endpoint (+ /v1/traces), headers, timeout and compression from the environment.
  if (settingText('OTEL_EXPORTER_OTLP_PROTOCOL') === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}

type TracingState = { provider: NodeTracerProvider };
const STATE = Symbol.for('brina.tracing.sdk');

/** Starts the tracer provider once per process and makes it the global one (Next's spans use it). */
export async function startTracing(): Promise<void> {
  const holder = globalThis as typeof globalThis & { [STATE]?: TracingState };
  if (holder[STATE]) return;
  // The SDK's own complaints (a collector that refuses or does not answer): a warning in our log at
  // most once a minute, with how many were left out, not one per batch.
  let lastWarning = 0;
  let leftOut = 0;
  const warn = (message: string) => {
    if (Date.now() - lastWarning < 60_000) {
      leftOut += 1;
      return;
    }
    log.warn({ otel: String(message).slice(0, 300), leftOut }, 'tracing: spans not sent');
    lastWarning = Date.now();
    leftOut = 0;
  };
  diag.setLogger({ error: warn, warn, info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        'service.name': settingText('OTEL_SERVICE_NAME') ?? 'brina-web',
        'service.instance.id': `${process.env.HOSTNAME ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`,
      }),
    ),
    idGenerator: new RequestIdGenerator(),
    spanProcessors: [
      new BatchSpanProcessor(await exporter(), {
        scheduledDelayMillis: settingNumber('OTEL_BSP_SCHEDULE_DELAY'),
        maxQueueSize: 2048,
        maxExportBatchSize: 512,
      }),
    ],
  });
  provider.register({ propagator: injectOnlyPropagator });
  // Next's own span around every fetch repeats the CMS call's span (lib/cms/client.ts) with the
  // whole URL, query included: left out unless NEXT_OTEL_FETCH_DISABLED=0 asks for it.
  process.env.NEXT_OTEL_FETCH_DISABLED ??= '1';
  holder[STATE] = { provider };
  (globalThis as typeof globalThis & { [TRACING_KEY]?: boolean })[TRACING_KEY] = true;
  // The spans still queued are sent when the server is told to stop.
  const flush = () =>
    void provider
      .forceFlush()
      .catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'tracing: queued spans not sent at stop'));
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
  log.info({ protocol: settingText('OTEL_EXPORTER_OTLP_PROTOCOL'), service: settingText('OTEL_SERVICE_NAME') }, 'tracing to OTLP collector');
}
