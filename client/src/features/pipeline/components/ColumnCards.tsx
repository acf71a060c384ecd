import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

import type { PagedListLoaded } from '../../../lib/paging';
import type { Card, MoveTarget, Step } from '../board-columns';
import type { ColumnHandle } from '../hooks/use-column-focus';

import { PipelineCard } from './PipelineCard';

/** A card's height before it is measured (name, facts, Move to…, the gap under it). */
const ESTIMATED_CARD_PX = 128;
/** Cards drawn past each end of the visible part, so a quick scroll or ↑ ↓ finds them ready. */
const OVERSCAN = 6;
/** The next page is asked for when the last card drawn is this close to the last card loaded. */
const LOAD_AHEAD = 10;

export interface ColumnCardsProps {
  column: string;
  /** The column's heading's id: it names the list. */
  labelledBy: string;
  list: PagedListLoaded<Card>;
  /** Asks for the next page (one at a time); resolves when it is in. */
  loadMore: () => Promise<void>;
  /** How many cards the column holds in all (the board's count). */
  count: number;
  targets: readonly MoveTarget[];
  now: number;
  busyIds: ReadonlySet<string>;
  /** A move asked for the focus on this card, in this column. */
  focusCardId: string | null;
  onFocusDone: () => void;
  register: (handle: ColumnHandle | null) => void;
  /** ← or → on a card: the next column's current card. */
  onNeighbour: (step: Step) => void;
  onMove: (card: Card, to: string) => void;
  onStep: (card: Card, step: Step) => void;
  onUndo: (card: Card) => void;
}

/**
 * A column's cards as a virtualised list: only the cards in and near view are in the page, however
 * many the column holds, and the next page is asked for as the end comes near. One card is the
 * column's tab stop (roving focus): ↑ ↓ Home End move it, and it follows the focus.
 */
export function ColumnCards(props: ColumnCardsProps) {
  const { column, list, loadMore, count, focusCardId, onFocusDone, register } = props;
  const { items, hasMore, loadingMore, loadMoreFailed } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  /** The card to focus as soon as it is drawn (the virtualiser draws it after scrolling to it). */
  const wanted = useRef<string | null>(null);
  /** ↓ on the last card loaded: the card after it gets the focus once the next page is in. */
  const afterLoad = useRef<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId !== null && items.some((card) => card.id === activeId) ? activeId : (items[0]?.id ?? null);

  // TanStack Virtual's measurements change outside React's knowledge; the list re-renders on its onChange.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (index) => items[index]!.id,
    overscan: OVERSCAN,
    useFlushSync: false,
  });

  const focusWanted = useCallback(() => {
    const id = wanted.current;
    const element = id === null ? undefined : elements.current.get(id);
    if (!element) return;
    wanted.current = null;
    element.focus();
  }, []);

  const focusAt = useCallback(
    (index: number) => {
      const card = items[index];
      if (!card) return;
      wanted.current = card.id;
      virtualizer.scrollToIndex(index);
      focusWanted();
    },
    [items, virtualizer, focusWanted],
  );

  // After every drawing: a card waited for may be in the page now.
  useEffect(() => focusWanted());

  useEffect(() => {
    register({
      focusActive: () => {
        const index = items.findIndex((card) => card.id === active);
        if (index === -1) return false;
        focusAt(index);
        return true;
      },
    });
    return () => register(null);
  }, [register, items, active, focusAt]);

  // A move's focus request: the card, once its page is in (a column ordered by an older date may
  // hold it further down).
  useEffect(() => {
    if (focusCardId === null) return;
    const index = items.findIndex((card) => card.id === focusCardId);
    if (index !== -1) {
      focusAt(index);
      onFocusDone();
    } else if (!hasMore || loadMoreFailed) {
      onFocusDone();
    } else if (!loadingMore) {
      void loadMore();
    }
  }, [focusCardId, items, hasMore, loadingMore, loadMoreFailed, loadMore, focusAt, onFocusDone]);

  useEffect(() => {
    const id = afterLoad.current;
    if (id === null) return;
    const index = items.findIndex((card) => card.id === id);
    if (index !== -1 && index + 1 < items.length) {
      afterLoad.current = null;
      focusAt(index + 1);
    }
  }, [items, focusAt]);

  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && !loadMoreFailed && lastShown >= items.length - LOAD_AHEAD) void loadMore();
  }, [hasMore, loadingMore, loadMoreFailed, lastShown, items.length, loadMore]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number, card: Card) {
    // Keys on the card itself; its link and its button keep theirs.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => {
        if (index + 1 < items.length) focusAt(index + 1);
        else if (hasMore) {
          afterLoad.current = card.id;
          void loadMore();
        }
      },
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
      ArrowLeft: () => props.onNeighbour(-1),
      ArrowRight: () => props.onNeighbour(1),
      ']': () => props.onStep(card, 1),
      '[': () => props.onStep(card, -1),
    };
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  }

  const size = Math.max(count, items.length);
  return (
    <div ref={scrollRef} className="pipeline-column__scroll">
      <ul
        className="pipeline-column__cards"
        aria-labelledby={props.labelledBy}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {shown.map((row) => {
          const card = items[row.index]!;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-posinset={row.index + 1}
              aria-setsize={size}
              className="pipeline-column__slot"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <PipelineCard
                card={card}
                column={column}
                targets={props.targets}
                now={props.now}
                active={card.id === active}
                busy={props.busyIds.has(card.id)}
                undoable={card.rejectionEmailDueAt !== null && new Date(card.rejectionEmailDueAt).getTime() > props.now}
                cardRef={(element) => {
                  if (element) elements.current.set(card.id, element);
                  else elements.current.delete(card.id);
                }}
                onKeyDown={(event) => onKeyDown(event, row.index, card)}
                onFocus={() => setActiveId(card.id)}
                onMove={(to) => props.onMove(card, to)}
                onUndo={() => props.onUndo(card)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
