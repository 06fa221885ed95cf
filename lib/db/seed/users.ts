// Accounts the seed creates. The demo ones can sign in (README lists them); reviewers and the
// owners of the other businesses exist so that reviews and businesses have real authors, and
// have no password (nobody can sign in as them).
export interface SeedUser {
  key: string;
  email: string;
  password: string | null;
  firstName: string;
  lastName: string;
  seller: boolean;
  /** Key of the user whose referral link this one signed up with (the demo's referral history). */
  invitedBy?: string;
}

export const DEMO_PASSWORD = "CuponGT2026!";

export const DEMO_USERS = {
  buyer: {
    key: "demo-buyer",
    email: "comprador@cupongt.test",
    password: DEMO_PASSWORD,
    firstName: "Ana",
    lastName: "López",
    seller: false,
  },
  seller: {
    key: "demo-seller",
    email: "vendedor@cupongt.test",
    password: DEMO_PASSWORD,
    firstName: "Carlos",
    lastName: "Méndez",
    seller: true,
  },
  manager: {
    key: "demo-manager",
    email: "gerente@cupongt.test",
    password: DEMO_PASSWORD,
    firstName: "María",
    lastName: "Ajú",
    seller: true,
  },
  editor: {
    key: "demo-editor",
    email: "editor@cupongt.test",
    password: DEMO_PASSWORD,
    firstName: "José",
    lastName: "Cojtí",
    seller: true,
  },
  // A plain account: the seed never grants the admin role (`npm run admin:grant -- operador@cupongt.test` does).
  operator: {
    key: "demo-operator",
    email: "operador@cupongt.test",
    password: DEMO_PASSWORD,
    firstName: "Olga",
    lastName: "Chiroy",
    seller: false,
  },
} as const satisfies Record<string, SeedUser>;

const REVIEWER_NAMES: ReadonlyArray<readonly [string, string]> = [
  ["Lucía", "Pérez"],
  ["Diego", "Morales"],
  ["Sofía", "Hernández"],
  ["Andrés", "Castillo"],
  ["Valeria", "García"],
  ["Javier", "Xicará"],
  ["Gabriela", "Ramírez"],
  ["Luis", "Chávez"],
  ["Fernanda", "Ortiz"],
  ["Pablo", "Tzul"],
  ["Camila", "Rodas"],
  ["Mario", "Monterroso"],
];

/**
 * Two seed buyers signed up with the demo manager's link: their first seed orders pay both
 * sides the referral credit through the same database rules as a real sign-up and purchase.
 */
const INVITED_BY_MANAGER = new Set([1, 2]);

export const REVIEWERS: readonly SeedUser[] = REVIEWER_NAMES.map(([firstName, lastName], i) => ({
  key: `reviewer-${i}`,
  email: `resena${i + 1}@seed.cupongt.test`,
  password: null,
  firstName,
  lastName,
  seller: false,
  ...(INVITED_BY_MANAGER.has(i) ? { invitedBy: DEMO_USERS.manager.key } : {}),
}));

export function businessOwner(slug: string): SeedUser {
  return {
    key: `owner-${slug}`,
    email: `${slug}@seed.cupongt.test`,
    password: null,
    firstName: "Equipo",
    lastName: slug,
    seller: true,
  };
}
