// Spans of the site's own work (CMS calls, search, mail) for OpenTelemetry, beside the ones Next
// makes (the request, its render). Off unless the tracing SDK was started (tracing-sdk.ts, from
// instrumentation.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set): then every call here runs its work
// directly, with no span object made. Every span carries the request's id (`brina.request_id`), the
// id of the request's log lines, which is also its trace id. docs/operations.md, "Traces".
import 'server-only';
import { type Attributes, type Span, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { currentRequestId } from './request-context';

export const TRACING_KEY = Symbol.for('brina.tracing');

/** Whether the tracing SDK runs in this process. */
export function tracingOn(): boolean {
  return (globalThis as typeof globalThis & { [TRACING_KEY]?: boolean })[TRACING_KEY] === true;
}

type SpanOptions = { kind?: 'client' | 'internal'; attributes?: Attributes };

/**
 * Runs `work` inside a span named `name` (ended when its promise settles; a thrown error marks it
 * failed). Without tracing, `work` gets no span and runs as it would alone.
 */
export async function withSpan<T>(name: string, { kind = 'internal', attributes = {} }: SpanOptions, work: (span?: Span) => Promise<T>): Promise<T> {
  if (!tracingOn()) return work();
  const id = currentRequestId();
  return trace
    .getTracer('brina-web')
    .startActiveSpan(
      name,
      { kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes: id ? { 'brina.request_id': id, ...attributes } : attributes },
      async (span) => {
        try {
          return await work(span);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
          if (error instanceof Error) span.setAttribute('error.type', error.name);
          throw error;
        } finally {
          span.end();
        }
      },
    );
}

/** Marks a span failed whose work did not throw (a CMS outage answered from the last good copy). */
export function spanFailed(span: Span | undefined, reason: string): void {
  span?.setStatus({ code: SpanStatusCode.ERROR, message: reason });
  span?.setAttribute('error.type', reason);
}

/** The W3C `traceparent` of the active span, for a call to another service (the CMS); none without tracing. */
export function traceHeaders(): Record<string, string> {
  if (!tracingOn()) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}
