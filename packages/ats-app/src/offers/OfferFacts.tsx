import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../i18n/formatDate.ts';
import { localCalendarDate, parseCalendarDate } from '../shared/dates/calendarDate.ts';
import { budgetRange } from '../shared/recruitments/budgetRange.ts';
import { offerMessages } from './messages.ts';
import * as styles from './OfferPage.css.ts';
import { daysLeftToApply, openStreetMapUrl } from './offerFacts.ts';
import type { JobOffer } from './useJobOffer.ts';

export interface OfferFactsProps {
  offer: JobOffer;
}

/**
 * What a candidate checks first: where (with "see on map"), remote or not, how long the offer
 * stays open ("available for"), when it was published, the budget and the keywords.
 */
export function OfferFacts({ offer }: OfferFactsProps) {
  const intl = useIntl();
  const mapUrl = openStreetMapUrl(offer.locationLatitude, offer.locationLongitude);
  const budget = budgetRange(offer, intl.locale);
  return (
    <dl className={styles.facts}>
      {offer.locationDescription.trim() !== '' || mapUrl ? (
        <Fact term={intl.formatMessage(offerMessages.location)}>
          {offer.locationDescription}
          {offer.locationDescription.trim() !== '' && mapUrl ? ' · ' : null}
          {mapUrl ? (
            <a
              className={styles.mapLink}
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(offerMessages.seeOnMapNewTab)}
            >
              {intl.formatMessage(offerMessages.seeOnMap)}
            </a>
          ) : null}
        </Fact>
      ) : null}
      <Fact term={intl.formatMessage(offerMessages.remoteWork)}>
        {intl.formatMessage(
          offer.remoteWorkIsPossible
            ? offerMessages.remoteWorkPossible
            : offerMessages.remoteWorkNotPossible,
        )}
      </Fact>
      <Fact term={intl.formatMessage(offerMessages.availableFor)}>
        <AvailableFor deadline={offer.deadline} />
      </Fact>
      <Fact term={intl.formatMessage(offerMessages.published)}>
        {formatDate(offer.publishedDate, intl.locale)}
      </Fact>
      {budget ? (
        <Fact term={intl.formatMessage(offerMessages.budget)}>
          {budget.currency === null
            ? intl.formatMessage(offerMessages.budgetRangeWithoutCurrency, budget)
            : intl.formatMessage(offerMessages.budgetRange, {
                ...budget,
                currency: budget.currency,
              })}
        </Fact>
      ) : null}
      {offer.keywords.length > 0 ? (
        <Fact term={intl.formatMessage(offerMessages.keywords)}>
          <ul className={styles.keywords}>
            {offer.keywords.map((keyword) => (
              <li key={keyword} className={styles.keyword}>
                {keyword}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
    </dl>
  );
}

/** "12 days (until 06/22/2025)": the days left on the reader's calendar, and the deadline. */
function AvailableFor({ deadline }: { deadline: string }) {
  const intl = useIntl();
  const deadlineDate = parseCalendarDate(deadline);
  const days = daysLeftToApply(deadline, localCalendarDate(new Date()));
  if (!deadlineDate || days === null) return <>{deadline}</>;
  const date = formatDate(deadlineDate, intl.locale);
  if (days > 0) return <>{intl.formatMessage(offerMessages.availableForDays, { days, date })}</>;
  if (days === 0) return <>{intl.formatMessage(offerMessages.availableForLastDay, { date })}</>;
  return <>{intl.formatMessage(offerMessages.availableForEnded, { date })}</>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
