import { useId } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import {
  childPath,
  type ContentField,
  type ContentValues,
  fieldDomId,
  type GroupField,
  type LinkField,
  type LinkValue,
  type ListItem,
  type TextField,
} from '../content-fields';
import { lengthHint, siteAdminMessages as m } from '../site-admin-messages';

import { type ControlProps, type FieldsProps, GroupRefusal, type Update } from './control-parts';
import { useRefusalAt } from './editor-context';
import { ImageControl } from './ImageControl';
import { ListControl, TextListControl } from './ListControls';
import { RichTextControl } from './RichTextControl';

function hintOf(help: string | undefined, ...more: (string | undefined)[]): string | undefined {
  const words = [help, ...more].filter(Boolean).join(' ');
  return words || undefined;
}

function TextControl({ field, path, value, onChange }: ControlProps<TextField, string>) {
  const error = useRefusalAt(path);
  const props = {
    label: field.label,
    hint: hintOf(field.help, lengthHint(field.maxLength)),
    error,
    required: !field.optional,
    maxLength: field.maxLength,
    value,
  };
  return (
    <div id={fieldDomId(path)} className="site-editor__field">
      {field.multiline ? (
        <TextAreaField {...props} rows={4} onChange={(event) => onChange(() => event.target.value)} />
      ) : (
        <Field {...props} onChange={(event) => onChange(() => event.target.value)} />
      )}
    </div>
  );
}

function LinkControl({ field, path, value, onChange }: ControlProps<LinkField, LinkValue>) {
  const errorId = useId();
  const error = useRefusalAt(path);
  const labelPath = childPath(path, 'label');
  const toPath = childPath(path, 'to');
  const labelError = useRefusalAt(labelPath);
  const toError = useRefusalAt(toPath);
  return (
    <fieldset
      id={fieldDomId(path)}
      className="site-editor__group site-editor__link"
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{field.label}</legend>
      {field.help && <p className="field__hint">{field.help}</p>}
      <GroupRefusal id={errorId} message={error} />
      <div id={fieldDomId(labelPath)} className="site-editor__field">
        <Field
          label={m.linkLabel}
          required
          maxLength={80}
          error={labelError}
          value={value.label}
          onChange={(event) => onChange((link) => ({ ...link, label: event.target.value }))}
        />
      </div>
      <div id={fieldDomId(toPath)} className="site-editor__field">
        <Field
          label={m.linkTo}
          required
          maxLength={500}
          hint={m.linkToHint}
          error={toError}
          value={value.to}
          onChange={(event) => onChange((link) => ({ ...link, to: event.target.value }))}
        />
      </div>
    </fieldset>
  );
}

function BooleanControl({ field, path, value, onChange }: ControlProps<ContentField, boolean>) {
  const id = useId();
  const error = useRefusalAt(path);
  const described = [error && `${id}-error`, field.help && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div id={fieldDomId(path)} className="field site-editor__field site-editor__check">
      <label>
        <input
          type="checkbox"
          checked={value}
          onChange={(event) => onChange(() => event.target.checked)}
          {...(described ? { 'aria-describedby': described } : {})}
          {...(error ? { 'aria-invalid': true } : {})}
        />
        {field.label}
      </label>
      {field.help && (
        <small id={`${id}-hint`} className="field__hint">
          {field.help}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}

function GroupControl({ field, path, value, onChange }: ControlProps<GroupField, ContentValues>) {
  const errorId = useId();
  const error = useRefusalAt(path);
  return (
    <fieldset id={fieldDomId(path)} className="site-editor__group" aria-describedby={error ? errorId : undefined}>
      <legend>{field.label}</legend>
      {field.help && <p className="field__hint">{field.help}</p>}
      <GroupRefusal id={errorId} message={error} />
      <FieldControls fields={field.fields} path={path} values={value} onChange={onChange} />
    </fieldset>
  );
}

const asObject = (value: unknown): ContentValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ContentValues) : {};
const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asLink = (value: unknown): LinkValue => {
  const link = asObject(value);
  return { label: asString(link.label), to: asString(link.to) };
};

/** One control for one field, by its kind. */
export function FieldControl({ field, path, value, onChange }: ControlProps<ContentField, unknown>) {
  // Each control edits its value in its own shape; what the draft held is read in that shape first.
  function typed<V>(read: (value: unknown) => V) {
    return {
      path,
      value: read(value),
      onChange: (update: Update<V>) => onChange((previous) => update(read(previous))),
    };
  }
  switch (field.kind) {
    case 'text':
      return <TextControl field={field} {...typed(asString)} />;
    case 'richText':
      return <RichTextControl field={field} {...typed((stored) => stored)} />;
    case 'link':
      return <LinkControl field={field} {...typed(asLink)} />;
    case 'image':
      return <ImageControl field={field} {...typed((stored) => (typeof stored === 'string' ? stored : null))} />;
    case 'boolean':
      return <BooleanControl field={field} {...typed((stored) => stored === true)} />;
    case 'group':
      return <GroupControl field={field} {...typed(asObject)} />;
    case 'list':
      return <ListControl field={field} {...typed(asArray<ListItem>)} Fields={FieldControls} />;
    case 'textList':
      return <TextListControl field={field} {...typed(asArray<string>)} />;
  }
}

/** The controls of an object's fields (the document, a group, a list item), in the schema's order. */
export function FieldControls({ fields, path, values, onChange }: FieldsProps) {
  return fields.map((field) => (
    <FieldControl
      key={field.name}
      field={field}
      path={childPath(path, field.name)}
      value={values[field.name]}
      onChange={(update) => onChange((previous) => ({ ...previous, [field.name]: update(previous[field.name]) }))}
    />
  ));
}
