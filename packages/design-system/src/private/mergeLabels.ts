/**
 * The labels an app may pass for a component whose texts are grouped: any subset, and within
 * a group of texts (an object that is not a function) any subset of that group.
 */
export type LabelsInput<Labels extends object> = {
  [Key in keyof Labels]?: Labels[Key] extends (...args: never[]) => unknown
    ? Labels[Key]
    : Labels[Key] extends object
      ? Partial<Labels[Key]>
      : Labels[Key];
};

/** The defaults with the app's texts on top, one level of groups deep; `undefined` keeps a default. */
export function mergeLabels<Labels extends object>(
  defaults: Labels,
  input: LabelsInput<Labels> = {},
): Labels {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const fallback = merged[key];
    merged[key] =
      isGroup(fallback) && isGroup(value) ? { ...fallback, ...definedOnly(value) } : value;
  }
  return merged as Labels;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
