// OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (Jaeger,
// Tempo, Honeycomb, Grafana Cloud… anything that takes OTLP over HTTP). Registered once per process
// from instrumentation.ts (and the worker script); the spans themselves come from
// lib/observability/trace.ts. Batched: exporting never waits on the request.
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

const KEY = Symbol.for("cupongt.tracerProvider");
type Holder = typeof globalThis & { [KEY]?: NodeTracerProvider };

/** Starts exporting spans to `endpoint` (the collector's base URL; /v1/traces is added). */
export function registerTracing(endpoint: string, serviceName: string): NodeTracerProvider {
  const g = globalThis as Holder;
  if (g[KEY]) return g[KEY];
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` })),
    ],
  });
  provider.register();
  g[KEY] = provider;
  return provider;
}
