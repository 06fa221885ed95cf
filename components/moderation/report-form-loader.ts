"use client";

import { withMessageBundle } from "@/components/layout/lazy-messages";
import { ReportForm } from "./report-form";

/** The report form with its messages (lib/i18n/message-bundles.ts), for report-button's next/dynamic. */
export const loadReportForm = () => withMessageBundle("moderation", ReportForm);
