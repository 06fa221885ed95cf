// Inputs of the small signed-in toggles: seller mode, follow a business, save a coupon.
import { formBoolean, formObject, uuidField } from "./fields";

export const setSellerModeSchema = formObject({ enabled: formBoolean });
export const toggleFollowSchema = formObject({ businessId: uuidField("seller.follow.notFound") });
export const toggleFavouriteSchema = formObject({ couponId: uuidField("seller.favourites.notFound") });
