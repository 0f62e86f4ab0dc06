
/** POST /facade/api/report/users/report/profile (spec 2 §7, spec 3 §3 "Report payload"). */
export interface ReportUserParams {
  /** REPORT_REASON (spec 3 §5): 2 adult, 5 suspicious, 1 mismatch, 6 harassment, 9 underage, 3 other. */
  reason: number;
  /** Where the report is made (project: 1 profile, 2 chat, 3 call, 4 live). */
  reportType: number;
  reportUserId: number;
  /** The page or place (free text ≤ 64, e.g. 'FriendPage'). */
  site?: string;
  /** 1 when reported from the host wall. */
  wallGoddess?: number;
}

/** POST /facade/api/report/video/report/two — the second step of any report. */
export interface ReportDetailParams {
  reportId: number;
  /** The sub-reason (REPORT_SUB_REASONS of the report's reason); absent for Other. */
  twoReportReason?: number;
  /** Details typed by the user, ≤ 200 (REPORT_TEXT_MAX). */
  threeReportReason?: string;
  /** Optional, ≤ 100 (REPORT_EMAIL_MAX). */
  email?: string;
}

/** POST /facade/api/report/video/report/images — multipart with the screenshot. */
export interface VideoReportParams {
  /** The screenshot (JPEG, quality 0.2: SCREENSHOT_JPEG_QUALITY). */
  reportImg: Blob;
  gender: number;
  reportReason: number;
  reportedUserId: number;
  /** 15 (REPORT_PAGE_VIDEO_CALL). */
  reportPage?: number;
}
