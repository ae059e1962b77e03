import { type ComponentType, useState } from 'react';

/** A controlled field: a value, and a change callback whose first argument is the new value. */
interface ValueProps {
  value: unknown;
  onChange: (...args: never[]) => void;
}

/**
 * For stories: the field with its value kept in state, as a form would keep it; every change
 * still reaches the story's `onChange` (a spy), so play functions can check what the form gets.
 */
export function withValueState<Props extends ValueProps>(Field: ComponentType<Props>) {
  function ControlledField(props: Props) {
    const [value, setValue] = useState(props.value);
    const onChange = (...args: Parameters<Props['onChange']>) => {
      setValue(args[0]);
      props.onChange(...args);
    };
    return <Field {...props} value={value} onChange={onChange} />;
  }
  return ControlledField;
}
