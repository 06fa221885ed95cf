import type { ReactNode } from "react";
import Link from "@/components/i18n/link";

// The plain tables of /admin/pagos and the link to the next keyset page.

export function Table({ testId, head, children }: { testId: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, mono = false }: { children: ReactNode; mono?: boolean }) {
  return <td className={`px-2 py-2 align-top ${mono ? "font-mono text-xs break-all" : ""}`}>{children}</td>;
}

/** Next-page link keeping the tab and filters; the first page is the URL without a cursor. */
export function Pager({
  next,
  params,
  labels,
}: {
  next: string | null;
  params: Record<string, string | undefined>;
  labels: { next: string; first: string };
}) {
  const href = (cursor?: string) => {
    const q = new URLSearchParams(Object.entries({ ...params, cursor }).filter(([, v]) => v) as [string, string][]);
    return `/admin/pagos?${q.toString()}`;
  };
  return (
    <nav className="flex gap-3 text-sm">
      {params.cursor ? (
        <Link className="underline" href={href()}>
          {labels.first}
        </Link>
      ) : null}
      {next ? (
        <Link className="underline" href={href(next)} rel="next">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
