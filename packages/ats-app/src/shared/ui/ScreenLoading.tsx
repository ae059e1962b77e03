import { Box, Spinner } from '@ats/design-system';

/** The large spinner a screen shows, centred, while its data loads. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <Box display="flex" justifyContent="center" padding="xlarge">
      <Spinner label={label} size="large" />
    </Box>
  );
}
