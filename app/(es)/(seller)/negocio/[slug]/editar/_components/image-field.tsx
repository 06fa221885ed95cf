"use client";

import { ImageUploadButton } from "@/components/profile/image-upload-button";
import { FormField } from "@/components/forms/form-field";
import { SiteImage } from "@/components/media/site-image";
import { isImageRef } from "@/lib/domain/forms/fields";
import type { ComponentProps } from "react";

interface ImageFieldProps {
  id: string;
  urlLabel: string;
  uploadLabel: string;
  previewAlt: string;
  hint: string;
  value: string;
  error?: string;
  /** Upload is not offered when the form is read-only. */
  disabled: boolean;
  /** The register() props of the URL input. */
  input: ComponentProps<"input">;
  onUploaded: (url: string) => void;
  previewClassName: string;
  previewSize: { width: number; height: number };
}

/** Logo or cover, stored on our own site: upload a file or paste a URL; the preview shows what will be saved. */
export function ImageField({
  id,
  urlLabel,
  uploadLabel,
  previewAlt,
  hint,
  value,
  error,
  disabled,
  input,
  onUploaded,
  previewClassName,
  previewSize,
}: ImageFieldProps) {
  const src = value.trim();
  return (
    <div className="grid gap-3">
      <div className="flex min-h-16 items-center rounded-md border border-dashed bg-muted/40 p-2">
        {/* Only a value the schema accepts is previewed: next/image throws on a malformed path. */}
        {src && isImageRef(src) ? (
          <SiteImage src={src} alt={previewAlt} {...previewSize} className={previewClassName} />
        ) : null}
      </div>
      {disabled ? null : <ImageUploadButton id={`${id}-upload`} label={uploadLabel} onUploaded={onUploaded} />}
      <FormField id={id} type="text" inputMode="url" label={urlLabel} hint={hint} error={error} {...input} />
    </div>
  );
}
