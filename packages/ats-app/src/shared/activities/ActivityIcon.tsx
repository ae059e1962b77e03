import { activityIcon } from './ActivityIcon.css.ts';
import { activityLook } from './activityLook.ts';

/** The icon of a kind of activity in its soft circle; decorative (its name is written beside it). */
export function ActivityIcon({ activityType }: { activityType: number }) {
  const Icon = activityLook(activityType).icon;
  return (
    <span className={activityIcon}>
      <Icon />
    </span>
  );
}
