import { blacklistApi, reportApi } from 'shared-sdk/chat';
import { CODE_NETWORK } from 'shared-sdk/constants';
import type { ReportChoice } from './reportSteps';

/** Where the report was made (reportType, shared-sdk ReportUserParams: 4 live) and its site. */
export const LIVE_REPORT_TYPE = 4;
export const LIVE_REPORT_SITE = 'LiveRoom';

/**
 * Sends the report of a live's host (spec 3 §4): the user report, its second step (sub-reason,
 * details, e-mail), then the blacklist. The spec ignores the result; only a connection lost
 * before the first call reached the server comes back ('offline'), so the user can send again
 * without typing again, and whether the host is now blocked.
 */
export async function submitLiveReport(p: {
  hostId: number;
  viewerId: number;
  choice: ReportChoice;
  details: string;
  email: string;
}): Promise<'offline' | { blocked: boolean }> {
  const first = await reportApi.reportProfile({
    reason: p.choice.reason,
    reportType: LIVE_REPORT_TYPE,
    reportUserId: p.hostId,
    site: LIVE_REPORT_SITE,
  });
  if (!first.ok && first.code === CODE_NETWORK) return 'offline';
  if (first.ok && first.data?.reportId) {
    const details = p.details.trim();
    const email = p.email.trim();
    await reportApi.videoReportTwo({
      reportId: first.data.reportId,
      ...(p.choice.sub === null ? {} : { twoReportReason: p.choice.sub }),
      ...(details && { threeReportReason: details }),
      ...(email && { email }),
    });
  }
  const block = await blacklistApi.addBlack({ blacklistUserId: p.hostId, userId: p.viewerId });
  return { blocked: block.ok };
}
