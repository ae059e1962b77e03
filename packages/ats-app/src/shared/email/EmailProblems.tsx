import type { EmailTextProblem } from '@ats/api-sdk/rtk';
import { Box, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { problemList } from './EmailPreview.css.ts';
import { describeProblem } from './emailTexts.ts';
import { emailMessages } from './messages.ts';

export interface EmailProblemsProps {
  /** What the preview found; nothing is shown when empty. */
  problems: readonly EmailTextProblem[];
  /** Prefixes each line, e.g. the language ("English: …") when several texts are checked. */
  prefix?: string;
}

/**
 * The problems of a subject and body in words (unknown placeholder "{x}", unbalanced brace),
 * announced when they appear: the server refuses such texts, so they are shown before saving
 * or sending.
 */
export function EmailProblems({ problems, prefix }: EmailProblemsProps) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall" role="alert">
      <Text tone="danger" weight="medium">
        {prefix ? `${prefix}: ` : ''}
        {intl.formatMessage(emailMessages.problemsTitle)}
      </Text>
      <ul className={problemList}>
        {problems.map((problem) => {
          const { message, values } = describeProblem(problem);
          return (
            <li key={`${problem.field}:${problem.kind}:${problem.token}`}>
              <Text as="span" tone="danger">
                {intl.formatMessage(message, values)}
              </Text>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
