/** Static marketing figures (static text by design, not data). */
export function StatList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => {
        const [figure, ...rest] = item.split(" ");
        return (
          <li key={item} className="rounded-lg border bg-card p-4 text-center">
            <span className="block text-2xl font-bold text-primary">{figure}</span>
            <span className="text-sm text-muted-foreground">{rest.join(" ")}</span>
          </li>
        );
      })}
    </ul>
  );
}
