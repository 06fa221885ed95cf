// A business's FEL documents for its members: the invoices and credit notes of its sales and the
// commission invoices CuponGT issued to it, filtered by the URL (month, kind, status, a number,
// serie, UUID or receptor NIT/CUI), 50 a page, and the month's XML as a ZIP for its accountant.
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader, SellerReportNoBusiness } from "@/components/seller/analytics/seller-report-header";
import { FelMissingNotice } from "@/components/seller/fel-missing-notice";
import { businessDocuments } from "@/lib/fel/data/lists";
import { businessesWithoutFelProfile } from "@/lib/fel/data/profiles";
import { currentGuatemalaMonth, documentFiltersQuery, parseDocumentFilters } from "@/lib/domain/fel/document-filters";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { chooseBusiness } from "../_lib/chosen-business";
import { DocumentsFilters } from "./_components/documents-filters";
import { DocumentsTable } from "./_components/documents-table";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/facturas";

export const generateMetadata = privatePageMetadata("sellerFel", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SellerFelDocumentsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filters = parseDocumentFilters(params);
  const [t, { caller, businesses, business }] = await Promise.all([
    getTranslations("sellerFel"),
    chooseBusiness(PATH, params.negocio),
  ]);
  if (!business) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8">
        <SellerReportHeader title={t("title")} subtitle={t("subtitle")} />
        <SellerReportNoBusiness />
      </div>
    );
  }
  const [{ rows, hasMore }, withoutFel] = await Promise.all([
    businessDocuments(caller, business.id, filters),
    businessesWithoutFelProfile(caller, [business.id]),
  ]);
  const month = filters.month ?? currentGuatemalaMonth();
  const pageLink = (page: number) => `${PATH}?${documentFiltersQuery(business.id, filters, page)}`;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business.name} />
      <BusinessRangeNav basePath={PATH} businesses={businesses} businessId={business.id} />
      <FelMissingNotice missing={withoutFel.length > 0 ? [business] : []} />
      <DocumentsFilters path={PATH} businessId={business.id} filters={filters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("zipHint", { month })}</p>
        <a
          href={`${PATH}/zip?negocio=${business.id}&mes=${month}`}
          download
          className={buttonVariants({ size: "sm", variant: "outline" })}
          data-testid="fel-zip"
        >
          {t("zip", { month })}
        </a>
      </div>
      {rows.length === 0 ? (
        <p data-testid="fel-documents-empty">{t("empty")}</p>
      ) : (
        <DocumentsTable rows={rows} canCancel={business.role === "owner"} />
      )}
      {(filters.page > 1 || hasMore) && (
        <nav aria-label={t("pagination")} className="flex justify-between text-sm">
          {filters.page > 1 ? (
            <Link href={pageLink(filters.page - 1)} className="underline underline-offset-2">
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          {hasMore && (
            <Link href={pageLink(filters.page + 1)} className="underline underline-offset-2">
              {t("next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
