// Spans of the site's own work (CMS calls, search, mail) for OpenTelemetry, beside the ones Next
// makes (the request, its render). Off unless the tracing SDK was started (tracing-sdk.ts, from
// instrumentation.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set): then every call here runs its work
// directly, with no span object made. Every span carries the request's id (`brina.request_id`), the
// id of the request's log lines, which is also its trace id. docs/operations.md, "Traces".
import 'server-only';
import { type AttributeValue, type Attributes, SpanKind, type SpanStatus, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { currentRequestId } from './request-context';

export const TRACING_KEY = Symbol.for('brina.tracing');

/** Whether the tracing SDK runs in this process. */
export function tracingOn(): boolean {
  return (globalThis as typeof globalThis & { [TRACING_KEY]?: boolean })[TRACING_KEY] === true;
}

type SpanOptions = {
  kind?: 'client' | 'internal';
  attributes?: Attributes;
  /**
   * Record the span only when the work took at least this long: for an answer so cheap (the
   * overlay's suggestions, ~0.1 ms) that a span of every one would cost a quarter of its speed
   * (bench/README.md, issue 36). The slow ones, the only ones worth looking at, are kept whole.
   */
  slowerThanMs?: number;
};

/**
 * Runs `work` inside a span named `name` (ended when its promise settles; a thrown error marks it
 * failed). Without tracing, `work` gets no span and runs as it would alone.
 */
export async function withSpan<T>(
  name: string,
  { kind = 'internal', attributes = {}, slowerThanMs }: SpanOptions,
  work: (span?: SpanNotes) => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return work();
  const id = currentRequestId();
  const options = { kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes: id ? { 'brina.request_id': id, ...attributes } : attributes };
  if (slowerThanMs !== undefined) return slowSpan(name, slowerThanMs, options, work);
  return trace.getTracer('brina-web').startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      if (error instanceof Error) span.setAttribute('error.type', error.name);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** What the work inside a span may write on it. */
export type SpanNotes = {
  setAttribute(key: string, value: AttributeValue | undefined): unknown;
  setAttributes(attributes: Attributes): unknown;
  setStatus(status: SpanStatus): unknown;
};

/**
 * The work runs with no span; what it writes is noted, and a span is made afterwards, with the
 * work's start time, only when it took `minMs` or more or failed (a fast answer costs two clock reads).
 */
async function slowSpan<T>(
  name: string,
  minMs: number,
  options: { kind: SpanKind; attributes: Attributes },
  work: (span?: SpanNotes) => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const clock = performance.now();
  const attributes: Attributes = { ...options.attributes };
  let status: SpanStatus | undefined;
  const notes: SpanNotes = {
    setAttribute(key, value) {
      if (value !== undefined) attributes[key] = value;
    },
    setAttributes(more) {
      Object.assign(attributes, more);
    },
    setStatus(given) {
      status = given;
    },
  };
  const record = (failed: boolean) => {
    if (!failed && performance.now() - clock < minMs) return;
    const span = trace.getTracer('brina-web').startSpan(name, { kind: options.kind, attributes, startTime: started });
    if (status) span.setStatus(status);
    span.end();
  };
  try {
    const result = await work(notes);
    record(false);
    return result;
  } catch (error) {
    notes.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
    if (error instanceof Error) notes.setAttribute('error.type', error.name);
    record(true);
    throw error;
  }
}

/** Marks a span failed whose work did not throw (a CMS outage answered from the last good copy). */
export function spanFailed(span: SpanNotes | undefined, reason: string): void {
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
