import { useCallback, useState } from 'react';

/**
 * A form's text values and the props that bind a field to one of them: `{...bind('email')}` gives
 * the field its `name`, `value` and `onChange`. Works for inputs, selects and text areas.
 */
export function useFormValues<Values extends Record<keyof Values, string>>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);

  const bind = useCallback(
    <Name extends keyof Values & string>(name: Name) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    [values],
  );

  return { values, setValues, bind };
}

/** Every value with the spaces around it removed, as a form sends it. */
export function trimAll<Values extends Record<keyof Values, string>>(values: Values): Values {
  return Object.fromEntries(Object.entries<string>(values).map(([name, value]) => [name, value.trim()])) as Values;
}
