// The return page's news of its order (/pago/{id}), as server-sent events: the current state at
// once, then each change within a second of it being decided (at once when the payment job ran in
// this process: lib/payments/data/order-signals.ts; otherwise at the next look, every second). The stream
// ends when the state is final, or after STREAM_MS (the browser's EventSource reconnects by
// itself). The buyer's own order only: 401 signed out, 404 for any other (as for none).
import { getSession } from "@/lib/auth/session";
import { getOrderPaymentStatus } from "@/lib/payments/data/hosted-checkout";
import { waitForOrderChange } from "@/lib/payments/data/order-signals";
import { isFinalPaymentState, paymentReturnState } from "@/lib/payments/rules/return";
import { isUuid } from "@/lib/domain/uuid";

export const dynamic = "force-dynamic";

const LOOK_MS = 1_000;
const STREAM_MS = 55_000;
const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no", // a proxy in front must not hold the events back
  "X-Robots-Tag": "noindex",
};

export async function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401 });
  const first = isUuid(orderId) ? await getOrderPaymentStatus(caller, orderId) : null;
  if (!first) return new Response(null, { status: 404 });

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const ends = Date.now() + STREAM_MS;
      let status = first;
      let last = "";
      send(`retry: ${LOOK_MS}\n\n`);
      try {
        for (;;) {
          const data = JSON.stringify({ ...status, reservedUntil: status.reservedUntil?.toISOString() ?? null });
          if (data !== last) send(`data: ${data}\n\n`);
          last = data;
          if (isFinalPaymentState(paymentReturnState(status)) || Date.now() >= ends || request.signal.aborted) break;
          await waitForOrderChange(orderId, LOOK_MS, request.signal);
          if (request.signal.aborted) break;
          status = (await getOrderPaymentStatus(caller, orderId)) ?? status;
        }
        controller.close();
      } catch {
        // The database failed a look, or the page went away: the stream just ends (the page, if
        // still there, reconnects or falls back to asking).
        try {
          controller.close();
        } catch {
          // Already closed by the browser's leaving.
        }
      }
    },
  });
  return new Response(stream, { headers: HEADERS });
}
