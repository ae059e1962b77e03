import { Box, Button, Heading, PlusIcon } from '@ats/design-system';

export interface ListHeadingProps {
  title: string;
  /** The "Add new" button's text, and the address of the form it opens. */
  addLabel: string;
  addHref: string;
  /** False when the user's role may not add one (issue 27): the button is not shown. */
  mayAdd?: boolean;
}

/** A list screen's title with its "Add new" button at the other end of the line. */
export function ListHeading({ title, addLabel, addHref, mayAdd = true }: ListHeadingProps) {
  return (
    <Box
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="medium"
      flexWrap="wrap"
    >
      <Heading level={1}>{title}</Heading>
      {mayAdd ? (
        <Button href={addHref} icon={<PlusIcon />}>
          {addLabel}
        </Button>
      ) : null}
    </Box>
  );
}
