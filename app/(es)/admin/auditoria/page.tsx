import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { listAuditLog } from "@/lib/data/admin/admin";
import { requireAdmin } from "../_lib/require-admin";

const change = (before: unknown, after: unknown) =>
  `${before === null ? "—" : JSON.stringify(before)} → ${after === null ? "—" : JSON.stringify(after)}`;

// /admin/auditoria: the append-only log of admin actions, newest first.
export default async function AdminAuditPage() {
  const caller = await requireAdmin();
  const [t, format, entries] = await Promise.all([
    getTranslations("admin.audit"),
    getFormatter(),
    listAuditLog(caller, 200),
  ]);
  if (entries.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="audit-log">
        <thead>
          <tr className="border-b">
            {(["when", "who", "action", "target", "change", "reason"] as const).map((k) => (
              <th key={k} scope="col" className="px-2 py-2 font-medium">
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b align-top">
              <td className="px-2 py-2 whitespace-nowrap">
                {format.dateTime(new Date(e.createdAt), { dateStyle: "short", timeStyle: "medium" })}
              </td>
              <td className="px-2 py-2">{e.actorEmail ?? t("system")}</td>
              <td className="px-2 py-2 font-mono">{e.action}</td>
              <td className="px-2 py-2 font-mono text-xs">
                {e.targetType}:{e.targetId}
              </td>
              <td className="max-w-xs px-2 py-2 font-mono text-xs break-words">{change(e.before, e.after)}</td>
              <td className="px-2 py-2">{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
