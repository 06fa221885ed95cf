"use client";

import { withMessageBundle } from "@/components/layout/lazy-messages";
import { ReplyForm } from "./reply-form";

/** The reply form with its messages (lib/i18n/message-bundles.ts), for reply-editor's next/dynamic. */
export const loadReplyForm = () => withMessageBundle("moderation", ReplyForm);
