// The operator commands a running server on the embedded database runs on an operator's behalf
// (lib/operator/channel.ts): the same code the scripts run when they open the database themselves.

export type OperatorCommand = (args: string[], out: Console) => Promise<number>;

export const OPERATOR_COMMANDS: Record<string, () => Promise<OperatorCommand>> = {
  "admin:grant": async () => (await import("./data/admin-grant")).adminGrantInServer,
  "ledger:check": async () => (await import("./ledger-check")).ledgerCheck,
  jobs: async () => (await import("./jobs")).jobsReport,
  "payments:reconcile": async () => (await import("./payments-reconcile")).paymentsReconcile,
};
