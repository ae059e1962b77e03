import { StageType } from '@ats/api-sdk';
import {
  BanIcon,
  CheckIcon,
  DocumentIcon,
  type IconComponent,
  PencilSquareIcon,
  PlusCircleIcon,
  type Tone,
} from '@ats/design-system';

/** How a stage type is drawn: the tone of its badge and the icon in it. */
export interface StageTypeLook {
  tone: Tone;
  icon: IconComponent;
}

/**
 * Icon and colour of each stage type, as spec part 1 §2 "Settings: recruitment stages" lists
 * them: rejected types danger (critical), New info, Custom warning (caution), Hired primary
 * (promote). The design system knows tones, not stage types: this map is their one home.
 */
export const stageTypeLook: Readonly<Record<StageType, StageTypeLook>> = {
  [StageType.RejectedApplication]: { tone: 'critical', icon: DocumentIcon },
  [StageType.RejectedCustom]: { tone: 'critical', icon: BanIcon },
  [StageType.New]: { tone: 'info', icon: PlusCircleIcon },
  [StageType.Custom]: { tone: 'caution', icon: PencilSquareIcon },
  [StageType.Hired]: { tone: 'promote', icon: CheckIcon },
};
