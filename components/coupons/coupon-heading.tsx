import Link from "@/components/i18n/link";

/** The business name and the linked title, as every coupon card shows them. */
export function CouponHeading({
  href,
  title,
  businessName,
}: {
  href: string;
  title: string;
  businessName: string | null;
}) {
  return (
    <>
      {businessName && <p className="cc-biz">{businessName}</p>}
      <h3 className="cc-title">
        <Link href={href} className="hover:underline">
          {title}
        </Link>
      </h3>
    </>
  );
}
