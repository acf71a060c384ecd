import type { JobPipelineQuery, PipelineCardFieldsFragment } from '../../gql/graphql';

import { OUTCOME_NAMES } from './pipeline-messages';

/** A column of the board as the API answers it. */
export type BoardColumn = JobPipelineQuery['jobPipeline']['columns'][number];

/** A card: one application. */
export type Card = PipelineCardFieldsFragment;

/** The column a card belongs in: its outcome's, or else its stage's. */
export function columnKeyOf(card: Pick<Card, 'outcome' | 'stage'>): string {
  return card.outcome ?? card.stage.id;
}

export function columnName(column: BoardColumn): string {
  return column.stage?.name ?? OUTCOME_NAMES[column.outcome ?? 'REJECTED'];
}

/** A retired stage's column: it shows the cards still in it, and takes no new one. */
export function isRetired(column: BoardColumn): boolean {
  return Boolean(column.stage?.retiredAt);
}

/** A column a card can be moved into: a stage in use, or an outcome. */
export function takesCards(column: BoardColumn): boolean {
  return !isRetired(column);
}

/** One entry of a card's "Move to…" menu. */
export interface MoveTarget {
  key: string;
  name: string;
}

/** Where any card can go: every stage in use, in order, then Rejected and Withdrawn. */
export function moveTargets(columns: readonly BoardColumn[]): MoveTarget[] {
  return columns.filter(takesCards).map((column) => ({ key: column.key, name: columnName(column) }));
}

export type Step = 1 | -1;

/**
 * The stage in use after (step 1) or before (step -1) the card's stage, for the shortcuts; null at
 * either end. A retired stage's card goes to the nearest stage in use on that side. Only a card in a
 * stage has a next stage: Rejected and Withdrawn are outcomes, reached through the menu.
 */
export function neighbourStage(columns: readonly BoardColumn[], card: Card, step: Step): BoardColumn | null {
  const position = columns.find((column) => column.key === card.stage.id)?.stage?.position;
  if (position === undefined) return null;
  const inUse = columns.filter((column) => column.stage && !column.stage.retiredAt);
  const side = inUse.filter((column) =>
    step === 1 ? column.stage!.position > position : column.stage!.position < position,
  );
  return (step === 1 ? side[0] : side.at(-1)) ?? null;
}

/** Newest in the column first, as the API orders a column (its entry into the stage, then its id). */
function before(a: Card, b: Card): boolean {
  if (a.stageEnteredAt !== b.stageEnteredAt) return a.stageEnteredAt > b.stageEnteredAt;
  return a.id > b.id;
}

/**
 * The loaded cards of a column with `card` in its place. When its place is past the loaded cards
 * and more follow, it is left for the page that holds it (it would otherwise show twice, or out of order).
 */
export function withCard(items: Card[], card: Card, hasMore: boolean): Card[] {
  if (items.some((item) => item.id === card.id)) return items;
  const index = items.findIndex((item) => before(card, item));
  if (index === -1) return hasMore ? items : [...items, card];
  return [...items.slice(0, index), card, ...items.slice(index)];
}
