import { type RefObject, useId, useRef, useState } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import {
  childPath,
  emptyValues,
  fieldDomId,
  type ListField,
  type ListItem,
  moveItem,
  type TextListField,
} from '../content-fields';
import {
  addedLine,
  addItemLabel,
  itemName,
  lengthHint,
  listLimitHint,
  movedLine,
  moveDownLabel,
  moveUpLabel,
  removedLine,
  removeLabel,
  siteAdminMessages as m,
} from '../site-admin-messages';

import { type ControlProps, type FieldsComponent, GroupRefusal } from './control-parts';
import { useEditorContext, useRefusalAt } from './editor-context';

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/**
 * React keys for a list's items, kept beside them and moved with them (never their index, so a
 * moved item keeps its inputs and focus). An item the server named keeps its id as its key; a new
 * one (the server names it when the draft is saved) gets one here. A list replaced from outside
 * (another length) gets fresh keys.
 */
function useItemKeys(count: number, idAt: (index: number) => string | undefined) {
  const fresh = () => Array.from({ length: count }, (_, at) => idAt(at) ?? newKey());
  const [keys, setKeys] = useState<string[]>(fresh);
  let shown = keys;
  if (keys.length !== count) {
    // Adjusted while rendering (React's pattern for state that follows a prop): no render with stale keys.
    shown = fresh();
    setKeys(shown);
  }
  return {
    keys: shown,
    move: (from: number, to: number) => setKeys(moveItem(shown, from, to)),
    remove: (index: number) => setKeys(shown.filter((_, at) => at !== index)),
    add: () => setKeys([...shown, newKey()]),
  };
}

interface ItemButtonsProps {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Move up, Move down and Remove for one item; each button names the item it acts on. */
function ItemButtons({ name, index, count, onMove, onRemove }: ItemButtonsProps) {
  return (
    <div className="site-editor__item-actions">
      <button
        type="button"
        className="button button--small"
        aria-label={moveUpLabel(name)}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        {m.moveUp}
      </button>
      <button
        type="button"
        className="button button--small"
        aria-label={moveDownLabel(name)}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        {m.moveDown}
      </button>
      <button
        type="button"
        className="button button--small"
        aria-label={removeLabel(name)}
        onClick={() => onRemove(index)}
      >
        {m.remove}
      </button>
    </div>
  );
}

/**
 * Where the focus goes after an item moved or went: the same button of the moved item (so pressing
 * Move up again keeps moving it), or the list's Add button when the item is gone. A button that is
 * now disabled (the item reached an end) gives its place to the item's other move button.
 */
function useFocusAfterChange(listRef: React.RefObject<HTMLElement | null>) {
  return (selector: string | null) => {
    requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      const target =
        (selector && list.querySelector<HTMLButtonElement>(selector)) ||
        list.querySelector<HTMLButtonElement>('.site-editor__add');
      if (target && !target.disabled) target.focus();
      else if (target) target.parentElement?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    });
  };
}

/**
 * Moving, removing and adding the items of a list control, each announced, with the focus kept on
 * the moved item's button, or taken to the new item's first input.
 */
function useListEditing<T>(
  itemLabel: string,
  count: number,
  onChange: (update: (items: T[]) => T[]) => void,
  keys: ReturnType<typeof useItemKeys>,
  listRef: RefObject<HTMLFieldSetElement | null>,
  /** The class of one item's element, and a new item's value. */
  item: { selector: string; empty: () => T },
) {
  const { announce } = useEditorContext();
  const focusAfter = useFocusAfterChange(listRef);
  function move(from: number, to: number) {
    onChange((items) => moveItem(items, from, to));
    keys.move(from, to);
    announce(movedLine(itemName(itemLabel, from), to < from ? 'up' : 'down'));
    const moved = itemName(itemLabel, to);
    focusAfter(`[aria-label="${CSS.escape(to < from ? moveUpLabel(moved) : moveDownLabel(moved))}"]`);
  }
  function remove(index: number) {
    onChange((items) => items.filter((_, at) => at !== index));
    keys.remove(index);
    announce(removedLine(itemName(itemLabel, index)));
    focusAfter(null);
  }
  function add() {
    onChange((items) => [...items, item.empty()]);
    keys.add();
    announce(addedLine(itemName(itemLabel, count)));
    requestAnimationFrame(() => {
      const items = listRef.current?.querySelectorAll(item.selector);
      items?.[items.length - 1]?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]')?.focus();
    });
  }
  return { move, remove, add };
}

/** A list field: its items as fieldsets ("Testimonial 2"), each movable and removable, and an Add button. */
export function ListControl({
  field,
  path,
  value,
  onChange,
  Fields,
}: ControlProps<ListField, ListItem[]> & { Fields: FieldsComponent }) {
  const errorId = useId();
  const hintId = useId();
  const error = useRefusalAt(path);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const keys = useItemKeys(value.length, (at) => value[at]?.id);
  const { move, remove, add } = useListEditing(field.itemLabel, value.length, onChange, keys, listRef, {
    selector: '.site-editor__item',
    empty: () => emptyValues(field.fields),
  });

  return (
    <fieldset
      id={fieldDomId(path)}
      ref={listRef}
      className="site-editor__group site-editor__list"
      aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
    >
      <legend>{field.label}</legend>
      <p id={hintId} className="field__hint">
        {[field.help, listLimitHint(field.minItems ?? 0, field.maxItems)].filter(Boolean).join(' ')}
      </p>
      <GroupRefusal id={errorId} message={error} />
      {value.length === 0 && <p>{m.noItems}</p>}
      {value.map((item, index) => {
        const name = itemName(field.itemLabel, index);
        const itemPath = childPath(path, index);
        return (
          <fieldset key={keys.keys[index]} id={fieldDomId(itemPath)} className="site-editor__item">
            <legend>{name}</legend>
            <Fields
              fields={field.fields}
              path={itemPath}
              values={item}
              onChange={(update) =>
                onChange((items) => items.map((each, at) => (at === index ? { ...each, ...update(each) } : each)))
              }
            />
            <ItemButtons name={name} index={index} count={value.length} onMove={move} onRemove={remove} />
          </fieldset>
        );
      })}
      <button type="button" className="button site-editor__add" disabled={value.length >= field.maxItems} onClick={add}>
        {addItemLabel(field.itemLabel)}
      </button>
    </fieldset>
  );
}

/** A list of lines ("Highlights"): one input per line, each movable and removable, and an Add button. */
export function TextListControl({ field, path, value, onChange }: ControlProps<TextListField, string[]>) {
  const errorId = useId();
  const hintId = useId();
  const error = useRefusalAt(path);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const keys = useItemKeys(value.length, () => undefined);
  const refusals = useTextListRefusals(path, value.length);
  const { move, remove, add } = useListEditing(field.itemLabel, value.length, onChange, keys, listRef, {
    selector: '.site-editor__line',
    empty: () => '',
  });

  const Input = field.maxLength > 200 ? TextAreaField : Field;
  return (
    <fieldset
      id={fieldDomId(path)}
      ref={listRef}
      className="site-editor__group site-editor__list"
      aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
    >
      <legend>{field.label}</legend>
      <p id={hintId} className="field__hint">
        {[field.help, listLimitHint(field.minItems ?? 0, field.maxItems), lengthHint(field.maxLength)]
          .filter(Boolean)
          .join(' ')}
      </p>
      <GroupRefusal id={errorId} message={error} />
      {value.length === 0 && <p>{m.noItems}</p>}
      {value.map((line, index) => {
        const name = itemName(field.itemLabel, index);
        return (
          <div key={keys.keys[index]} id={fieldDomId(childPath(path, index))} className="site-editor__line">
            <Input
              label={name}
              required
              maxLength={field.maxLength}
              error={refusals[index]}
              value={line}
              onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                const text = event.target.value;
                onChange((lines) => lines.map((each, at) => (at === index ? text : each)));
              }}
            />
            <ItemButtons name={name} index={index} count={value.length} onMove={move} onRemove={remove} />
          </div>
        );
      })}
      <button type="button" className="button site-editor__add" disabled={value.length >= field.maxItems} onClick={add}>
        {addItemLabel(field.itemLabel)}
      </button>
    </fieldset>
  );
}

/** The refusal of each line of a text list, by index. */
function useTextListRefusals(path: string, count: number): (string | null)[] {
  const { refusal } = useEditorContext();
  return Array.from({ length: count }, (_, index) =>
    refusal?.path === childPath(path, index) ? refusal.message : null,
  );
}
