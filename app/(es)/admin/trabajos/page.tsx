import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { listAdminJobs } from "@/lib/data/admin/lists";
import { requireAdmin } from "../_lib/require-admin";

// /admin/trabajos: the background jobs and e-mails not done yet (what `npm run jobs` lists).
export default async function AdminJobsPage() {
  const caller = await requireAdmin();
  const [t, format, jobs] = await Promise.all([getTranslations("admin.jobs"), getFormatter(), listAdminJobs(caller)]);
  if (jobs.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="jobs">
        <thead>
          <tr className="border-b">
            {(["name", "state", "attempts", "runAfter", "lastError"] as const).map((k) => (
              <th key={k} scope="col" className="px-2 py-2 font-medium">
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id} className="border-b align-top">
              <td className="px-2 py-2 font-mono">{j.name}</td>
              <td className="px-2 py-2">{j.state}</td>
              <td className="px-2 py-2">
                {j.attempts}/{j.maxAttempts}
              </td>
              <td className="px-2 py-2 whitespace-nowrap">
                {format.dateTime(new Date(j.runAfter), { dateStyle: "short", timeStyle: "short" })}
              </td>
              <td className="max-w-sm px-2 py-2 text-xs break-words">{j.lastError}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
