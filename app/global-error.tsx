"use client";

import { useEffect, useState } from "react";
import "./globals.css";
import { ErrorScreen, type ErrorScreenText } from "@/components/feedback/error-screen";

type Texts = Omit<ErrorScreenText, "reference"> & { reference: string };

/**
 * The root layout itself failed, so there is no message provider: the texts of messages/es.json
 * are loaded only now, in their own chunk, rather than shipping the whole catalogue on every page
 * for a screen that should never show.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    void import("@/messages/es.json").then((messages) => setTexts(messages.errorPage));
  }, []);
  const reference = texts && error.digest ? texts.reference.replace("{ref}", error.digest) : null;
  return (
    <html lang="es-GT">
      <body className="min-h-svh font-sans">
        {texts ? <ErrorScreen text={{ ...texts, reference }} onRetry={reset} /> : null}
      </body>
    </html>
  );
}
