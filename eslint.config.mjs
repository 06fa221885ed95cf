import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { layersPlugin } from "./scripts/lint/layers.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-standalone/**",
      "node_modules/**",
      ".data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench/.tmp/**",
    ],
  },
  {
    // lib's layers: SQL in data access only, pure rules, features' private folders, no barrels in
    // data access (scripts/lint/layers.mjs; tests/unit/lint-layers.test.ts shows each refusal).
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts", "instrumentation*.ts"],
    plugins: { cupongt: layersPlugin },
    rules: { "cupongt/layers": "error" },
  },
  {
    // Links follow the page's language (components/i18n/link.tsx maps Spanish paths to English ones).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["components/i18n/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use @/components/i18n/link: it keeps English pages in English." }] },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];
export default config;
