// Inputs of the small signed-in toggles: seller mode, follow a business, save a coupon.
import { z } from "zod";
import { formBoolean, uuidField } from "./fields";

export const setSellerModeSchema = z.object({ enabled: formBoolean });
export const toggleFollowSchema = z.object({ businessId: uuidField("seller.follow.notFound") });
export const toggleFavouriteSchema = z.object({ couponId: uuidField("seller.favourites.notFound") });
