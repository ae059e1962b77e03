import type { SortableListProps } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { stagesMessages } from './messages.ts';

type Labels = Required<
  Pick<
    SortableListProps<{ id: string }>,
    'moveUpLabel' | 'moveDownLabel' | 'dragHandleLabel' | 'movedAnnouncement'
  >
>;

/** The move buttons', drag handle's and move announcement's texts, in the interface language. */
export function useSortableListLabels(): Labels {
  const intl = useIntl();
  return useMemo(
    () => ({
      moveUpLabel: (name) => intl.formatMessage(stagesMessages.moveUp, { name }),
      moveDownLabel: (name) => intl.formatMessage(stagesMessages.moveDown, { name }),
      dragHandleLabel: (name) => intl.formatMessage(stagesMessages.dragHandle, { name }),
      movedAnnouncement: (name, position, count) =>
        intl.formatMessage(stagesMessages.moved, { name, position, count }),
    }),
    [intl],
  );
}
