// The Recurrente stand-in in a process of its own, for the payment benches (BENCH_SANDBOX=process,
// the flash-sale bench's default): the real provider is another machine, so its API, its hosted
// pages and its webhook deliveries should not take turns with the app's requests on one event loop.
// Forked by bench/payments-harness.ts with an IPC channel: it answers { ready: url } once listening,
// { idle: n } once every webhook it has sent so far is delivered (after { idle: n } is asked), and
// stops on { close: true }.
// Run: node --import tsx bench/sandbox-process.ts WEBHOOK_URL
import { startSandbox } from "@/lib/payments/sandbox/server";

type Ask = { idle?: number; close?: boolean };

const [webhookUrl] = process.argv.slice(2);
if (!process.send) throw new Error("bench/sandbox-process.ts is forked by the payment benches (it needs IPC)");
const send = process.send.bind(process);

const sandbox = await startSandbox({ port: 0, webhookUrl, retryDelaysMs: [200, 1_000, 5_000] });
process.on("message", (ask: Ask) => {
  if (ask.idle !== undefined) void sandbox.webhooks.idle().then(() => send({ idle: ask.idle }));
  if (ask.close) void sandbox.close().finally(() => process.exit(0));
});
// Orphaned (the bench killed), it must not go on listening.
process.on("disconnect", () => process.exit(0));
send({ ready: sandbox.url });
