import type { IconComponent } from '../icons/createIcon.tsx';
import {
  BanIcon,
  CheckIcon,
  DocumentIcon,
  PencilSquareIcon,
  PlusCircleIcon,
} from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { badge } from './StageTypeBadge.css.ts';

/** The recruitment stage types of the spec (stageType 0-4 by name). */
export type StageType = 'RejectedApplication' | 'RejectedCustom' | 'New' | 'Custom' | 'Hired';

/** Icon and tone of each stage type, as spec part 1 §2 "Settings: recruitment stages" lists them. */
const stageTypeLook = {
  RejectedApplication: { tone: 'critical', Icon: DocumentIcon },
  RejectedCustom: { tone: 'critical', Icon: BanIcon },
  New: { tone: 'info', Icon: PlusCircleIcon },
  Custom: { tone: 'caution', Icon: PencilSquareIcon },
  Hired: { tone: 'promote', Icon: CheckIcon },
} as const satisfies Record<StageType, { tone: string; Icon: IconComponent }>;

export interface StageTypeBadgeProps {
  /** The stage type, which decides the icon and the colour. */
  stageType: StageType;
  /** The type's name in the user's language: the tooltip and the accessible name. */
  label: string;
}

/**
 * The icon of a recruitment stage type, in its colour, with its name in a tooltip (on hover
 * and keyboard focus). Rejected types are danger, New info, Custom warning, Hired primary.
 */
export function StageTypeBadge({ stageType, label }: StageTypeBadgeProps) {
  devAssert(stageType in stageTypeLook, `StageTypeBadge: unknown stage type "${stageType}".`);
  const { tone, Icon } = stageTypeLook[stageType];
  return (
    <Tooltip content={label}>
      {/* Focusable so that keyboard users can read the tooltip too. */}
      <span
        role="img"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip anchor must take focus
        tabIndex={0}
        className={badge({ tone })}
        data-stage-type={stageType}
      >
        <Icon />
      </span>
    </Tooltip>
  );
}
