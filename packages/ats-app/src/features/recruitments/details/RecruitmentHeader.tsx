import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import {
  Button,
  CopyIcon,
  DeleteIcon,
  EditIcon,
  Heading,
  Menu,
  type MenuItem,
  Text,
  toast,
} from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths.ts';
import { detailsTools, shareableOfferUrl } from './detailsTools.ts';
import { detailsMessages } from './messages.ts';
import { header, names, tools } from './RecruitmentDetailsScreen.css.ts';
import { RecruitmentStatusControl } from './RecruitmentStatusControl.tsx';

export interface RecruitmentHeaderProps {
  recruitment: RecruitmentDetails;
  /** Asks to delete the recruitment (from the tools menu). */
  onDelete: () => void;
}

/**
 * The top of the details (spec part 2 §2.4): the position name as the page's heading with
 * the recruitment's title under it, then the status dropdown, the copy-link button (open
 * recruitments with an offer URL) and the edit and delete tools the status allows.
 */
export function RecruitmentHeader({ recruitment, onDelete }: RecruitmentHeaderProps) {
  const intl = useIntl();
  const offerUrl = shareableOfferUrl(recruitment);
  // A draft may have no position yet: its title names it then.
  const heading = recruitment.positionName ?? recruitment.title;
  return (
    <div className={header}>
      <div className={names}>
        <Heading level={1}>{heading}</Heading>
        {recruitment.positionName !== null ? <Text tone="muted">{recruitment.title}</Text> : null}
      </div>
      <div className={tools}>
        <RecruitmentStatusControl recruitment={recruitment} />
        {offerUrl !== null ? (
          <Button
            variant="secondary"
            icon={<CopyIcon />}
            onClick={() => void copyOfferLink(offerUrl, intl.formatMessage)}
          >
            {intl.formatMessage(detailsMessages.copyLink)}
          </Button>
        ) : null}
        <RecruitmentTools recruitment={recruitment} onDelete={onDelete} />
      </div>
    </div>
  );
}

type Format = ReturnType<typeof useIntl>['formatMessage'];

/** Copies the offer's address; the info toast shows it either way (spec part 2 §2.4). */
async function copyOfferLink(url: string, formatMessage: Format): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.info({ title: formatMessage(detailsMessages.linkCopied), message: url });
  } catch {
    // No clipboard (permission refused, insecure origin): the link is still there to copy.
    toast.error({ title: formatMessage(detailsMessages.linkNotCopied), message: url });
  }
}

function RecruitmentTools({ recruitment, onDelete }: RecruitmentHeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const shown = detailsTools(recruitment);
  if (shown.kind === 'none') return null;
  if (shown.kind === 'editLink') {
    return (
      <Button variant="secondary" icon={<EditIcon />} href={paths.editRecruitment(recruitment.id)}>
        {intl.formatMessage(detailsMessages.edit)}
      </Button>
    );
  }
  const items = shown.actions.map(
    (action): MenuItem =>
      action === 'edit'
        ? {
            id: 'edit',
            label: intl.formatMessage(detailsMessages.edit),
            icon: <EditIcon />,
            onSelect: () => navigate(paths.editRecruitment(recruitment.id)),
          }
        : {
            id: 'delete',
            label: intl.formatMessage(detailsMessages.delete),
            icon: <DeleteIcon />,
            tone: 'critical',
            onSelect: onDelete,
          },
  );
  return (
    <Menu
      label={intl.formatMessage(detailsMessages.actionsFor, { title: recruitment.title })}
      items={items}
    />
  );
}
