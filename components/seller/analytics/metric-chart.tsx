"use client";

// One chart of the seller's analytics: a client island (Recharts draws in the browser). The same
// figures are in the server-rendered table beside it, so the chart itself is hidden from screen
// readers and nothing is lost without JavaScript. Hidden, it must hold nothing focusable either
// (axe's aria-hidden-focus): Recharts' keyboard layer, which makes the chart a tab stop, is off.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatTick, formatValue, type ValueKind } from "@/lib/domain/analytics-format";

export interface ChartSeries {
  key: string;
  label: string;
}

export interface MetricChartProps {
  kind: "line" | "bar";
  valueKind: ValueKind;
  /** One point per day: its short label and a value per series key. */
  points: Array<{ label: string } & Record<string, number | string | null>>;
  series: ChartSeries[];
}

const COLORS = ["var(--primary)", "oklch(0.66 0.17 45)"];

export function MetricChart({ kind, valueKind, points, series }: MetricChartProps) {
  const axis = { tick: { fontSize: 11 }, tickLine: false, axisLine: false } as const;
  const tooltip = (
    <Tooltip
      formatter={(value) => formatValue(typeof value === "number" ? value : null, valueKind)}
      contentStyle={{ fontSize: 12, borderRadius: 8 }}
    />
  );
  const legend = series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null;
  return (
    <div className="h-52 w-full" aria-hidden="true" data-testid="metric-chart">
      <ResponsiveContainer width="100%" height="100%">
        {kind === "line" ? (
          <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} minTickGap={16} />
            <YAxis
              {...axis}
              width={valueKind === "money" ? 64 : 40}
              tickFormatter={(v: number) => formatTick(v, valueKind)}
              allowDecimals={valueKind !== "count"}
            />
            {tooltip}
            {legend}
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} minTickGap={16} />
            <YAxis
              {...axis}
              width={valueKind === "money" ? 64 : 40}
              tickFormatter={(v: number) => formatTick(v, valueKind)}
              allowDecimals={valueKind !== "count"}
            />
            {tooltip}
            {legend}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={COLORS[i % COLORS.length]}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
