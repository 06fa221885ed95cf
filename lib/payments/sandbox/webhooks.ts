// Webhook delivery as Svix does it: one message id per event, a fresh timestamp and signature on
// every attempt, retries while the endpoint answers non-2xx or cannot be reached. The endpoint must
// therefore treat a repeated svix-id as the same event; `redeliver` and `duplicates` let tests
// prove it does.
import { signWebhook } from "../webhook-signature";
import { sandboxId } from "./store";

export interface DeliveryAttempt {
  at: Date;
  /** The endpoint's status, or 0 when it could not be reached. */
  status: number;
}

export interface SandboxMessage {
  id: string;
  type: string;
  body: string;
  attempts: DeliveryAttempt[];
  /** Whether one attempt was answered 2xx. */
  delivered: boolean;
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Waits before each retry; the number of entries is the number of retries. */
  retryDelaysMs: number[];
  /** Send every message twice (the second after the first settles), as a provider retrying a lost answer would. */
  duplicates: boolean;
  log: (line: string) => void;
}

export interface WebhookSender {
  readonly messages: SandboxMessage[];
  /** Queues a message and returns at once; delivery and retries run in the background. */
  send(type: string, payload: unknown): SandboxMessage;
  /** Sends a message again under its own id, as Svix's "resend" does. */
  redeliver(messageId: string): Promise<SandboxMessage | undefined>;
  /** Settles when every delivery started so far has finished (tests wait on it). */
  idle(): Promise<void>;
  /** No more retries (the sandbox is closing). */
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const messages: SandboxMessage[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function attempt(message: SandboxMessage): Promise<boolean> {
    const headers = signWebhook(options.secret, { id: message.id, timestamp: new Date(), body: message.body });
    let status = 0;
    try {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "Svix-Webhooks/1.0 (sandbox)" },
        body: message.body,
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = 0;
    }
    message.attempts.push({ at: new Date(), status });
    const ok = status >= 200 && status < 300;
    if (ok) message.delivered = true;
    options.log(`webhook ${message.type} ${message.id} -> ${status || "sin respuesta"}`);
    return ok;
  }

  async function deliver(message: SandboxMessage): Promise<void> {
    if (await attempt(message)) return;
    for (const delay of options.retryDelaysMs) {
      await sleep(delay);
      if (stopped || (await attempt(message))) return;
    }
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  return {
    messages,
    send(type, payload) {
      const message: SandboxMessage = {
        id: sandboxId("msg", 27),
        type,
        body: JSON.stringify(payload),
        attempts: [],
        delivered: false,
      };
      messages.push(message);
      track(
        (async () => {
          await deliver(message);
          if (options.duplicates) await deliver(message);
        })(),
      );
      return message;
    },
    async redeliver(messageId) {
      const message = messages.find((m) => m.id === messageId);
      if (!message) return undefined;
      const work = deliver(message);
      track(work);
      await work;
      return message;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    stop() {
      stopped = true;
    },
  };
}
