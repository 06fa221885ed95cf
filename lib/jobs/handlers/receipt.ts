import "server-only";
import { orderForReceipt } from "@/lib/data/order-history";
import { receiptEmail } from "@/lib/email/receipt";
import { sendMailOnce } from "../mail";
import type { JobHandler } from "../types";

/** Mails the receipt of a paid order, once (the key is the order). */
export const sendReceipt: JobHandler<"send_receipt"> = async ({ orderId }, { jobId }) => {
  const order = await orderForReceipt(orderId);
  // Enqueued with the confirmation, so the order is paid; a missing one (deleted account) has no one to mail.
  if (!order) return;
  const to = order.contactEmail ?? order.accountEmail;
  if (!to) return;
  await sendMailOnce(`receipt:${orderId}`, await receiptEmail(order, to), jobId);
};
