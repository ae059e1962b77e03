import { devAssert } from '../private/devAssert.ts';
import { type Tone, toneColourRole } from '../private/tones.ts';
import { statusLabel } from './StatusLabel.css.ts';

export interface StatusLabelProps {
  /** The status text, e.g. "Draft" or "3 new applications". */
  children: string;
  /** Meaning of the colour; the app maps statuses to tones (draft caution, open info, ...). */
  tone?: Tone;
}

/** A small coloured label naming a status. The text carries the meaning; the colour repeats it. */
export function StatusLabel({ children, tone = 'neutral' }: StatusLabelProps) {
  devAssert(tone in toneColourRole, `StatusLabel: unknown tone "${tone}".`);
  return (
    <span className={statusLabel({ tone })} title={children}>
      {children}
    </span>
  );
}
