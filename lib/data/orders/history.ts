import "server-only";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { authUsers } from "drizzle-orm/supabase";
import type { Tx } from "@/lib/db";
import { businesses, orderItems, orders, vouchers } from "@/lib/db/schema";
import { orderRefundState, type OrderRefundState } from "@/lib/domain/refunds";
import { toCents } from "@/lib/domain/money";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { runAs } from "../run-as";
import { runAsSystem } from "../system";
import { voucherState, type VoucherState } from "./vouchers";

// Paid orders with their lines and vouchers: /mis-compras (as the buyer, under RLS: only the
// owner's rows exist for them) and the receipt job (as the system, one order by id).

export interface OrderVoucher {
  id: string;
  code: string;
  state: VoucherState;
  expiresAt: string;
}

export interface OrderLine {
  id: string;
  couponId: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  businessName: string | null;
  businessAddress: string | null;
  businessCity: string | null;
  vouchers: OrderVoucher[];
}

export interface OrderDetail {
  id: string;
  /** Short order number shown to people: the first 8 characters of the id, upper case. */
  number: string;
  buyerUserId: string;
  paidAt: string;
  contactName: string | null;
  contactEmail: string | null;
  /** The language the order was placed in: its e-mails are written in it. */
  locale: "es" | "en";
  nit: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  state: OrderRefundState;
  lines: OrderLine[];
}

export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

async function readOrders(tx: Tx, where: SQL | undefined, limit: number): Promise<OrderDetail[]> {
  const head = await tx
    .select({
      id: orders.id,
      buyerUserId: orders.buyerUserId,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      contactName: orders.contactName,
      contactEmail: orders.contactEmail,
      locale: orders.locale,
      nit: orders.nit,
      subtotal: orders.subtotal,
      tax: orders.tax,
      total: orders.total,
      refundedTotal: orders.refundedTotal,
    })
    .from(orders)
    .where(and(eq(orders.status, "paid"), where))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(limit);
  if (head.length === 0) return [];
  const ids = head.map((o) => o.id);
  const lines = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      couponId: orderItems.couponId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  const vs = await tx
    .select({
      id: vouchers.id,
      orderItemId: vouchers.orderItemId,
      code: vouchers.code,
      state: voucherState,
      expiresAt: vouchers.expiresAt,
      businessName: businesses.name,
      businessAddress: businesses.address,
      businessCity: businesses.city,
    })
    .from(vouchers)
    .leftJoin(businesses, eq(businesses.id, vouchers.businessId))
    .where(
      inArray(
        vouchers.orderItemId,
        lines.map((l) => l.id),
      ),
    )
    .orderBy(asc(vouchers.code));
  return head.map((o) => {
    const total = toCents(o.total);
    return {
      id: o.id,
      number: orderNumber(o.id),
      buyerUserId: o.buyerUserId,
      paidAt: (o.paidAt ?? o.createdAt).toISOString(),
      contactName: o.contactName,
      contactEmail: o.contactEmail,
      locale: o.locale === "en" ? "en" : "es",
      nit: o.nit,
      subtotalCents: toCents(o.subtotal),
      taxCents: toCents(o.tax),
      totalCents: total,
      state: orderRefundState(total, toCents(o.refundedTotal)),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => {
          const mine = vs.filter((v) => v.orderItemId === l.id);
          return {
            id: l.id,
            couponId: l.couponId,
            title: l.title,
            quantity: l.quantity,
            unitPriceCents: toCents(l.unitPrice),
            businessName: mine[0]?.businessName ?? null,
            businessAddress: mine[0]?.businessAddress ?? null,
            businessCity: mine[0]?.businessCity ?? null,
            vouchers: mine.map((v) => ({
              id: v.id,
              code: v.code,
              state: v.state,
              expiresAt: v.expiresAt.toISOString(),
            })),
          };
        }),
    };
  });
}

/** The caller's paid orders, newest first (/mis-compras). RLS shows a buyer only their own. */
export async function listMyOrders(caller: Caller, limit = 100): Promise<OrderDetail[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, (tx) =>
    readOrders(tx, eq(orders.buyerUserId, caller.userId), Math.min(Math.max(limit, 1), 500)),
  );
}

/** One of the caller's paid orders, or null (someone else's order is as unknown as a missing one). */
export async function getMyOrder(caller: Caller, orderId: string): Promise<OrderDetail | null> {
  if (caller.role !== "authenticated" || !isUuid(orderId)) return null;
  const [order] = await runAs(caller, (tx) => readOrders(tx, eq(orders.id, orderId), 1));
  return order ?? null;
}

/** A paid order for its receipt, with the buyer's account e-mail (the system reads it). */
export async function orderForReceipt(
  orderId: string,
): Promise<(OrderDetail & { accountEmail: string | null }) | null> {
  return runAsSystem(async (tx) => {
    const [order] = await readOrders(tx, eq(orders.id, orderId), 1);
    if (!order) return null;
    const [user] = await tx
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, order.buyerUserId));
    return { ...order, accountEmail: user?.email ?? null };
  });
}
