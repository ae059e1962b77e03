import { defineMessage } from 'react-intl';

/** How a recorded moment reads: how long ago, then the date and time. */
export const recordedTimeMessages = {
  relativeAndAbsolute: defineMessage<{ relative: string; absolute: string }>({
    id: 'candidates.actions.relativeAndAbsolute',
    defaultMessage: '{relative} ({absolute})',
  }),
};
