// `npm run payments:sandbox`: the local stand-in for Recurrente (lib/payments/sandbox). Run the app
// against it with the settings printed below; docs/operations.md ("Payments") walks through it.
// A developer tool outside the app, so it reads its own few variables rather than lib/env.ts.
import { SANDBOX_DEFAULTS, startSandbox } from "../lib/payments/sandbox/server";

const port = Number(process.env.SANDBOX_PORT || SANDBOX_DEFAULTS.port);
const webhookUrl = process.env.SANDBOX_WEBHOOK_URL || SANDBOX_DEFAULTS.webhookUrl;
const publicKey = process.env.RECURRENTE_PUBLIC_KEY || SANDBOX_DEFAULTS.publicKey;
const secretKey = process.env.RECURRENTE_SECRET_KEY || SANDBOX_DEFAULTS.secretKey;
const webhookSecret = process.env.RECURRENTE_WEBHOOK_SECRET || SANDBOX_DEFAULTS.webhookSecret;

const sandbox = await startSandbox({
  port,
  webhookUrl,
  publicKey,
  secretKey,
  webhookSecret,
  log: (line) => console.log(`[sandbox] ${line}`),
});

console.log(`Payments sandbox (Recurrente stand-in) on ${sandbox.url}
  Webhooks to ${webhookUrl}
  Admin page (confirm bank transfers): ${sandbox.url}/sandbox
Run the app with:
  PAYMENTS_PROVIDER=recurrente RECURRENTE_API_URL=${sandbox.url} \\
  RECURRENTE_PUBLIC_KEY=${publicKey} RECURRENTE_SECRET_KEY=${secretKey} \\
  RECURRENTE_WEBHOOK_SECRET=${webhookSecret}`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
