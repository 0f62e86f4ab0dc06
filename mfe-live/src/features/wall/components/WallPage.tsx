import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame, type HostCard, type HostLiving } from 'shared-sdk';
import { NS } from '../../../i18n';
import { HostViewer } from '../../host-viewer/components/HostViewer';
import { atViewerEntry, dropStaleViewerEntry } from '../../host-viewer/state/viewerHistory';
import { LiveHostsRow } from '../../live-hosts/components/LiveHostsRow';
import { openLive } from '../../live-hosts/state/openLive';
import { useHostsNow } from '../hooks/useHostsNow';
import { useKeptScroll, useShown } from '../hooks/useShown';
import { useWall } from '../hooks/useWall';
import { groupLabel } from '../state/countryLabel';
import { WALL_LIVE_SOURCE } from '../state/constants';
import type { GroupState } from '../state/wallState';
import { GroupChips } from './GroupChips';
import { WallList, WallSkeleton } from './WallList';
import styles from './WallPage.module.css';

/**
 * Route GoddessWall (/wall, kept alive by the host; spec 3 §2, §7): the live hosts row, then the
 * hosts grouped by country (chips, the stored country first), each group paged as the list
 * scrolls. A tap opens the host viewer over the wall; a living host's Live badge opens the live.
 */
export function WallPage() {
  const { t } = useTranslation(NS);
  const wall = useWall();
  const root = useRef<HTMLDivElement>(null);
  const shown = useShown(root);
  useKeptScroll(root, shown);
  const [viewer, setViewer] = useState<{ groupName: string; index: number } | null>(null);
  const { state } = wall;
  const ids = useMemo(() => wall.group?.hosts.map((h) => h.id) ?? [], [wall.group]);
  const now = useHostsNow(ids, shown);
  // The chosen group with its hosts' online state as asked now (the list's is from its load).
  const group = useMemo(() => {
    const g = wall.group;
    if (!g) return null;
    const hosts = g.hosts.map((h) => {
      const s = now.statuses[String(h.id)];
      return s === undefined || s === h.onlineStatus ? h : { ...h, onlineStatus: s, status: s };
    });
    return { ...g, hosts };
  }, [wall.group, now.statuses]);

  useEffect(() => dropStaleViewerEntry(), []);
  // Back on the wall by another way than Back (a menu tap): the viewer's entry is gone with it.
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current && !atViewerEntry()) setViewer(null);
    wasShown.current = shown;
  }, [shown]);

  // spec 1 §3 "extra codes MYC (Malay Chinese Region) and MYNC (Malay Non-Chinese Region)".
  const extra = useCallback(
    (code: string) =>
      code === 'MYC'
        ? t('wall.regionMYC', 'Malaysia (Chinese region)')
        : code === 'MYNC'
          ? t('wall.regionMYNC', 'Malaysia (non-Chinese region)')
          : null,
    [t],
  );
  const labelOf = useCallback((g: GroupState) => groupLabel(g, extra), [extra]);
  const openHost = (host: HostCard) => {
    if (!group) return;
    setViewer({
      groupName: group.groupName,
      index: group.hosts.findIndex((h) => h.id === host.id),
    });
  };
  const openHostLive = (host: HostCard, live: HostLiving) =>
    void openLive(
      { channelId: live.channelId ?? undefined, hostId: host.id, source: WALL_LIVE_SOURCE },
      t('wall.liveFailed', 'The live could not open. Please try again.'),
    );
  const viewerGroup =
    viewer && group?.groupName === viewer.groupName
      ? group
      : viewer && state.status === 'ready'
        ? state.groups.find((g) => g.groupName === viewer.groupName)
        : undefined;

  return (
    <div ref={root}>
      {/* Under the viewer (a modal dialog) the wall takes no focus or taps. */}
      <div inert={!!viewer}>
        <PageFrame
          title={t('wall.title', 'Discover wall')}
          intro={t('wall.intro', 'See what hosts share and who is live.')}
        >
          <LiveHostsRow />
          <section
            className={styles.wall}
            aria-label={t('wall.hosts', 'Hosts')}
            aria-busy={state.status === 'loading'}
          >
            {state.status === 'loading' && <WallSkeleton />}
            {state.status === 'failed' && (
              <div className={styles.message} role="alert">
                <p>{t('wall.failed', 'The wall could not load. Check your connection.')}</p>
                <button type="button" className={styles.retry} onClick={wall.retry}>
                  {t('wall.retry', 'Retry')}
                </button>
              </div>
            )}
            {state.status === 'ready' && state.groups.length === 0 && (
              <EmptyState
                title={t('wall.emptyTitle', 'No hosts yet')}
                text={t('wall.emptyText', 'Hosts will show here as they join. Look again later.')}
              />
            )}
            {state.status === 'ready' && state.groups.length > 0 && group && (
              <>
                <GroupChips
                  groups={state.groups}
                  active={state.active}
                  labelOf={labelOf}
                  onSelect={wall.select}
                />
                {state.emptyOwn && (
                  <p className={styles.note} role="note">
                    {t('wall.fallback', 'No hosts in {{country}} yet — showing {{other}}', {
                      country: groupLabel(state.emptyOwn, extra),
                      other: labelOf(group),
                    })}
                  </p>
                )}
                <WallList
                  group={group}
                  country={labelOf(group)}
                  living={now.living}
                  paused={!shown || !!viewer}
                  onOpen={openHost}
                  onOpenLive={openHostLive}
                  onMore={wall.loadMore}
                />
              </>
            )}
          </section>
        </PageFrame>
      </div>
      {viewer && viewerGroup && (
        <HostViewer
          hosts={viewerGroup.hosts}
          startIndex={viewer.index}
          onClose={() => setViewer(null)}
          onLiked={wall.setLiked}
          onNearEnd={wall.loadMore}
          countryOf={() => labelOf(viewerGroup)}
          paused={!shown}
        />
      )}
    </div>
  );
}
