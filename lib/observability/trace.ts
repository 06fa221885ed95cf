// Spans for the parts of a purchase (action, database transactions, the payment provider's call,
// the webhook, the fulfilment job), through the OpenTelemetry API. Without a registered provider
// (OTEL_EXPORTER_OTLP_ENDPOINT unset, lib/observability/otel.ts) the API's tracer does nothing and
// costs next to nothing. Attributes never carry personal data: ids and outcomes only.
import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

const tracer = () => trace.getTracer("cupongt");

/** Runs `fn` inside a span; a throw marks the span as an error and is rethrown. */
export async function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error instanceof Error ? { name: error.name, message: error.name } : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
