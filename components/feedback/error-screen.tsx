"use client";

export interface ErrorScreenText {
  title: string;
  description: string;
  retry: string;
  home: string;
  /** "Código de referencia: …" with the error's digest, or null when there is none. */
  reference: string | null;
}

/**
 * What a shopper sees when a page fails: what happened, a retry, and a way home. The reference is
 * the digest Next gives a server error; the same digest is in the server's one-line JSON log
 * (instrumentation.ts, onRequestError), so a support message can be traced to the request.
 * A plain <a> home: after an error, a full load is the surest way back.
 */
export function ErrorScreen({
  text,
  onRetry,
  home = "/",
}: {
  text: ErrorScreenText;
  onRetry: () => void;
  home?: string;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted-foreground">{text.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {text.retry}
        </button>
        <a href={home} className="rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted">
          {text.home}
        </a>
      </div>
      {text.reference ? <p className="text-xs text-muted-foreground">{text.reference}</p> : null}
    </div>
  );
}
