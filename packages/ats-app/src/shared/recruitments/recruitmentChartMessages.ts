import { defineMessages } from 'react-intl';

/** Texts of the recruitment charts that the details and the dashboard share. */
export const recruitmentChartMessages = defineMessages({
  // Spec part 1 §2, part 2 §2.4: applications without a referer.
  directLinks: { id: 'recruitments.charts.directLinks', defaultMessage: 'direct links' },
});
