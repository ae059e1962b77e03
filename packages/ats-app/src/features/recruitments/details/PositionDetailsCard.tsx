import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import {
  Button,
  Card,
  ExternalLinkIcon,
  Heading,
  RichTextView,
  StatusLabel,
  Text,
} from '@ats/design-system';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { shareableOfferUrl } from './detailsTools.ts';
import { detailsMessages } from './messages.ts';
import { cardBody, details, keywordList, term, value } from './RecruitmentDetailsScreen.css.ts';

/**
 * The position details (spec part 2 §2.4): job title, location (its description and
 * coordinates), keywords, remote work, the job description read-only, and a link to the job
 * post while the recruitment is open and has one.
 */
export function PositionDetailsCard({ recruitment }: { recruitment: RecruitmentDetails }) {
  const intl = useIntl();
  const headingId = useId();
  const none = intl.formatMessage(detailsMessages.none);
  const offerUrl = shareableOfferUrl(recruitment);
  const coordinate = (degrees: number) => intl.formatNumber(degrees, { maximumFractionDigits: 6 });
  const hasLocation = recruitment.locationDescription.trim() !== '';

  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={cardBody}>
        <Heading level={2} visualLevel={3} id={headingId}>
          {intl.formatMessage(detailsMessages.positionTitle)}
        </Heading>
        <dl className={details}>
          <Detail term={intl.formatMessage(detailsMessages.jobTitle)}>
            {recruitment.jobTitle.trim() || none}
          </Detail>
          <Detail term={intl.formatMessage(detailsMessages.location)}>
            {hasLocation ? (
              <>
                <Text as="div">{recruitment.locationDescription}</Text>
                <Text as="div" size="small" tone="muted">
                  {intl.formatMessage(detailsMessages.coordinates, {
                    latitude: coordinate(recruitment.locationLatitude),
                    longitude: coordinate(recruitment.locationLongitude),
                  })}
                </Text>
              </>
            ) : (
              none
            )}
          </Detail>
          <Detail term={intl.formatMessage(detailsMessages.keywords)}>
            {recruitment.keywords.length > 0 ? (
              <ul className={keywordList}>
                {recruitment.keywords.map((keyword) => (
                  <li key={keyword}>
                    <StatusLabel>{keyword}</StatusLabel>
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Detail>
          <Detail term={intl.formatMessage(detailsMessages.remoteWork)}>
            {intl.formatMessage(
              recruitment.remoteWorkIsPossible
                ? detailsMessages.remotePossible
                : detailsMessages.remoteNotPossible,
            )}
          </Detail>
          <Detail term={intl.formatMessage(detailsMessages.jobDescription)}>
            <RichTextView value={recruitment.jobDescription} fallback={none} />
          </Detail>
        </dl>
        {offerUrl !== null ? (
          <div>
            <Button
              variant="secondary"
              href={offerUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExternalLinkIcon />}
            >
              {intl.formatMessage(detailsMessages.jobPost)}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function Detail({ term: name, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{name}</dt>
      <dd className={value}>{children}</dd>
    </>
  );
}
