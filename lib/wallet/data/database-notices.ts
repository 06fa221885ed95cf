import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import {
  bookingLanguage,
  refundLanguage,
  userLanguage,
  voucherLanguage,
  type BuyerLanguage,
} from "@/lib/data/orders/buyer-language";
import { formatQuetzales, toCents } from "@/lib/domain/money";
import type { DatabaseNotice } from "@/lib/wallet/rules/database-notices";

// What a push job needs to write a database function's notice again (lib/wallet/rules/database-notices.ts):
// its reader's language and the values its words take. A notice about an order, a voucher or a
// booking is in the language the order was placed in; one about no order of the reader's (a
// followed business's new coupon, a reply to their review) in the language of their profile.
// System work, like the push job that asks.

export interface NoticeFacts {
  language: BuyerLanguage;
  values: Record<string, string>;
}

const one = async <T>(query: ReturnType<typeof sql>): Promise<T | undefined> =>
  runAsSystem(async (tx) => rowsOf<T>(await tx.execute(query))[0]);

/** The notice's language and values; null when what it is about is gone (the stored words are sent then). */
export async function databaseNoticeFacts(notice: DatabaseNotice, userId: string): Promise<NoticeFacts | null> {
  switch (notice.kind) {
    case "gift_claimed": {
      const gift = await one<{ voucher_id: string; title: string }>(
        sql`select voucher_id, coupon_title as title from public.gifts where id = ${notice.giftId}::uuid`,
      );
      if (!gift) return null;
      return { language: await voucherLanguage(gift.voucher_id), values: { title: gift.title } };
    }
    case "refund_settled": {
      const refund = await one<{ amount: string; settled_as: string | null }>(
        sql`select amount::text as amount, settled_as from public.refunds where id = ${notice.refundId}::uuid`,
      );
      if (!refund) return null;
      return {
        language: await refundLanguage(notice.refundId),
        values: { amount: formatQuetzales(toCents(refund.amount)), settledAs: refund.settled_as ?? "" },
      };
    }
    case "coupon_published": {
      // The seller's English title when they wrote one, as the English coupon page shows it.
      const coupon = await one<{ business: string; title: string }>(
        sql`select b.name as business, coalesce(c.title_en, c.title) as title
              from public.coupons c join public.businesses b on b.id = c.business_id
             where c.id = ${notice.couponId}::uuid`,
      );
      if (!coupon) return null;
      return { language: await userLanguage(userId), values: coupon };
    }
    case "review_reply": {
      const reply = await one<{ title: string; reply: string }>(
        sql`select coalesce(c.title_en, c.title) as title, rr.body as reply
              from public.reviews r
              join public.coupons c on c.id = r.coupon_id
              join public.review_replies rr on rr.review_id = r.id
             where r.id = ${notice.reviewId}::uuid`,
      );
      if (!reply) return null;
      return { language: await userLanguage(userId), values: reply };
    }
    default:
      return { language: await bookingLanguage(notice.bookingId), values: {} };
  }
}
