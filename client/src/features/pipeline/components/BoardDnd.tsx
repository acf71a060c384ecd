import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';

import type { Card } from '../board-columns';
import { pipelineMessages as messages } from '../pipeline-messages';

import type { DropData } from './ColumnSection';
import { CardFace, type DragData } from './PipelineCard';

/** A press becomes a drag after this many pixels: a click on a card's link or button stays a click. */
const DRAG_AFTER_PX = 6;

export interface BoardDndProps {
  now: number;
  /** A card was dropped on another column. */
  onDrop: (card: Card, to: string) => void;
  children: ReactNode;
}

const dragged = (data: unknown) => (data as DragData | undefined)?.card.fullName ?? 'The card';
const over = (data: unknown) => (data as DropData | undefined)?.name ?? 'a column';

/** What the drag and drop says to screen readers while a pointer drags (the move itself is announced by the board). */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${dragged(active.data.current)}.`,
  onDragOver: ({ active, over: target }) =>
    target ? `${dragged(active.data.current)} is over ${over(target.data.current)}.` : undefined,
  onDragEnd: () => undefined,
  onDragCancel: ({ active }) => `${dragged(active.data.current)} was put back.`,
};

/**
 * The board's drag and drop (dnd-kit): a card dragged by pointer onto another column is moved
 * there; while dragged, a copy follows the pointer above the columns (no scrolling column clips it).
 * The keyboard has its own way (the board's shortcuts and each card's menu), so no keyboard sensor.
 */
export function BoardDnd({ now, onDrop, children }: BoardDndProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_AFTER_PX } }));
  const [active, setActive] = useState<Card | null>(null);

  function start({ active: source }: DragStartEvent) {
    setActive((source.data.current as DragData | undefined)?.card ?? null);
  }

  function end({ active: source, over: target }: DragEndEvent) {
    setActive(null);
    const data = source.data.current as DragData | undefined;
    if (data && target && target.id !== data.from) onDrop(data.card, String(target.id));
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: messages.dragInstructions } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{active && <CardFace card={active} now={now} />}</DragOverlay>
    </DndContext>
  );
}
