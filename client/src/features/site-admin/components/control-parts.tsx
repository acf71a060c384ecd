import type { ComponentType } from 'react';

import type { ContentField, ContentValues } from '../content-fields';

/** A change to a value, applied to its latest state (an upload that ends later changes only its own field). */
export type Update<V> = (previous: V) => V;

/** What every field control receives. */
export interface ControlProps<F extends ContentField, V> {
  field: F;
  /** The value's path in the document ("hero.title", "items.2.quote"): its refusals and its element id. */
  path: string;
  value: V;
  onChange: (update: Update<V>) => void;
}

/** The controls of an object's fields (the document, a group, a list item). */
export interface FieldsProps {
  fields: readonly ContentField[];
  path: string;
  values: ContentValues;
  onChange: (update: Update<ContentValues>) => void;
}

/** The component that draws an object's fields, handed to a list for its items (fields hold lists, lists hold fields). */
export type FieldsComponent = ComponentType<FieldsProps>;

/** A refusal of a whole group, list or link (not of one of its inputs), under its legend. */
export function GroupRefusal({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error site-editor__group-error">
      {message}
    </p>
  );
}
