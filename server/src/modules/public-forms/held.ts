/** Why a public-form record is held for review; stored as text in `held_reason`. */
export enum HoldReason {
  /** Sent sooner than FORM_MIN_FILL_SECONDS after the form was shown (a robot, or autofill). */
  FillTime = 'fill-time',
}

/** The columns every public-form record carries while it waits for review. */
export interface HeldMark {
  heldAt: Date | null;
  heldReason: string | null;
}

/** What a record carries once released (or when it never was held). */
export const NOT_HELD: HeldMark = { heldAt: null, heldReason: null };

/** The condition the normal lists, counts and seats add: held records stay out until released. */
export const NOT_HELD_WHERE = { heldAt: null } as const;

/** The condition of a screen's "Held for review" section. */
export const HELD_WHERE = { heldAt: { $ne: null } } as const;

export const HELD_NOT_FOUND_MESSAGE = 'This record is not held for review: it was released or deleted already.';
