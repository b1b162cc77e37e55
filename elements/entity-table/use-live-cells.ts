import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RealtimeChannel } from '../../sdk/realtime/channel-types.js';
import type { EntityColumn } from './entity-columns.js';
import { LIVE_SETTLE_MS, liveKeys, liveSubscription, liveValuesOf, mergeLiveValues, rowsInRange, sameIds, type LiveValues } from './live-cells.logic.js';

/** The part of the realtime channel live cells subscribe through. */
export type LiveCellsChannel = Pick<RealtimeChannel, 'subscribeEntityData'>;

const NONE: LiveValues = new Map();

/**
 * Live column values of the rows on screen: the body reports its rendered range (`onRange`); once it has
 * stayed put for {@link LIVE_SETTLE_MS} one entity-data subscription follows those rows, replacing the
 * previous one. Nothing is subscribed without a channel or a live column.
 */
export function useLiveCells(channel: LiveCellsChannel | undefined, entityType: string, columns: readonly EntityColumn[], ids: readonly string[]) {
  const keys = useMemo(() => liveKeys(columns), [columns]);
  const [shown, setShown] = useState<readonly string[]>([]);
  const [values, setValues] = useState<LiveValues>(NONE);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  // The rendered range changes on every scrolled frame: it is kept out of React state so that scrolling
  // re-renders nothing here; only the settled rows do.
  const range = useRef<[number, number]>([0, -1]);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const visible = rowsInRange(idsRef.current, range.current[0], range.current[1]);
      setShown((earlier) => (sameIds(earlier, visible) ? earlier : visible));
    }, LIVE_SETTLE_MS);
  }, []);
  useEffect(() => {
    settle();
  }, [ids, settle]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const keyText = JSON.stringify(keys);
  useEffect(() => {
    const wanted = channel ? liveSubscription(entityType, shown, keys) : null;
    if (!channel || !wanted) return undefined;
    const subscription = channel.subscribeEntityData({
      query: wanted.query,
      values: wanted.values,
      onData: (page) => setValues((earlier) => mergeLiveValues(earlier, liveValuesOf(page.data, columnsRef.current))),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keyText` stands for the keys
  }, [channel, entityType, shown, keyText]);

  const onRange = useCallback((start: number, end: number) => {
    if (range.current[0] === start && range.current[1] === end) return;
    range.current = [start, end];
    settle();
  }, [settle]);
  return { values: keys.length > 0 && channel ? values : NONE, onRange };
}
