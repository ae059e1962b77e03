import type { CandidateImport } from '@ats/api-sdk/rtk';
import { Box } from '@ats/design-system';
import { DiscardImport } from './DiscardImport.tsx';
import { MappingForm } from './MappingForm.tsx';

/** Step 2 of an uploaded import: the mapping form, and Discard. */
export function MappingStep({ candidateImport }: { candidateImport: CandidateImport }) {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <MappingForm candidateImport={candidateImport} />
      <Box display="flex">
        <DiscardImport candidateImport={candidateImport} />
      </Box>
    </Box>
  );
}
