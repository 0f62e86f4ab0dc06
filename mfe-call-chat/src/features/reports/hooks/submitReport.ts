import { reportApi } from 'shared-sdk/chat';
import { CODE_NETWORK, REPORT_PAGE_VIDEO_CALL } from 'shared-sdk/constants';
import { blockUser } from '../../friends/hooks/friendActions';

/** Where a report is made (reportType; project values, see shared-sdk ReportUserParams). */
export const REPORT_TYPE = { profile: 1, chat: 2, call: 3, live: 4 } as const;

export interface ReportInput {
  userId: number;
  reportType: number;
  site: string;
  reason: number;
  sub: number | null;
  details: string;
  email: string;
  /**
   * A report from the call window: the frame of their video at the moment of the report, sent as
   * the video report with its screenshot (spec 3 §7: reportImg, gender, reportReason,
   * reportedUserId, reportPage 15) instead of the user report.
   */
  screenshot?: { blob: Blob; gender: number } | null;
}

/**
 * Sends a report (spec 3 §4): the user report, then the detail step, then the blacklist (which
 * also removes the local chat history). The spec ignores the result; the only thing reported
 * back is a dropped connection before anything reached the server, so the user can retry
 * without retyping (`'network'`), and whether the block went through.
 */
export async function submitReport(p: ReportInput): Promise<'network' | { blocked: boolean }> {
  const first = p.screenshot
    ? await reportApi.videoReportImages({
        reportImg: p.screenshot.blob,
        gender: p.screenshot.gender,
        reportReason: p.reason,
        reportedUserId: p.userId,
        reportPage: REPORT_PAGE_VIDEO_CALL,
      })
    : await reportApi.reportProfile({
        reason: p.reason,
        reportType: p.reportType,
        reportUserId: p.userId,
        site: p.site,
      });
  if (!first.ok && first.code === CODE_NETWORK) return 'network';
  const details = p.details.trim();
  const email = p.email.trim();
  if (first.ok && first.data?.reportId)
    await reportApi.videoReportTwo({
      reportId: first.data.reportId,
      ...(p.sub !== null ? { twoReportReason: p.sub } : {}),
      ...(details ? { threeReportReason: details } : {}),
      ...(email ? { email } : {}),
    });
  const blocked = await blockUser(p.userId);
  return { blocked: blocked.ok };
}
