"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";

import { uploadImage } from "@/lib/actions/sellers/upload-image";
import { MAX_IMAGE_BYTES } from "@/lib/domain/image-upload";

/** A file input that uploads at once and hands back the stored image's URL. */
export function ImageUploadButton({
  id,
  label,
  onUploaded,
}: {
  id: string;
  label: string;
  onUploaded: (url: string) => void;
}) {
  const t = useTranslations("upload");
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes again.
    if (file.size > MAX_IMAGE_BYTES) return toast.error(t("tooLarge"));
    setBusy(true);
    try {
      const data = new FormData();
      data.set("file", file);
      const result = await uploadImage(data);
      if (!result.ok) return toast.error(result.error);
      onUploaded(result.data.url);
      toast.success(t("uploaded"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(event) => onChange(event.target.files?.[0])}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5 file:text-sm"
      />
      {busy ? (
        <p className="text-xs text-muted-foreground" role="status">
          {t("uploading")}
        </p>
      ) : null}
    </div>
  );
}
