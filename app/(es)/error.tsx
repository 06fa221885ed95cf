"use client";

import { RootError as RootErrorView } from "@/components/feedback/root-error";

/** Any Spanish page that fails below the root layout (components/feedback/root-error.tsx). */
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RootErrorView {...props} home="/" />;
}
