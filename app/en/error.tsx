"use client";

import { RootError as RootErrorView } from "@/components/feedback/root-error";

/** Any English page that fails below the root layout (components/feedback/root-error.tsx). */
export default function EnglishRootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RootErrorView {...props} home="/en" />;
}
