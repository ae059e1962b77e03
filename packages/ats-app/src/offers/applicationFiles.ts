import type { FileRule } from '@ats/design-system';
import {
  type ApplicationFileKind,
  acceptAttribute,
  applicationFileRules,
  applicationFileTypes,
} from '@ats/domain';

const fileKinds: readonly ApplicationFileKind[] = ['Resume', 'Photo', 'CoverLetter', 'Attachment'];

/** The files each question takes, as the server checks them (the SDK's rules), for the form. */
export const applicationFormFileRules: Record<ApplicationFileKind, FileRule> = Object.fromEntries(
  fileKinds.map((kind) => [
    kind,
    { accept: acceptAttribute(kind), maxBytes: applicationFileRules[kind].maxBytes },
  ]),
) as Record<ApplicationFileKind, FileRule>;

/** The names of the file types a question takes, as a reader knows them: PDF, JPG, DOCX... */
export function fileTypeNames(kind: ApplicationFileKind): string[] {
  return applicationFileRules[kind].types.map((name) => {
    const [extension = name] = applicationFileTypes[name].extensions;
    return extension.replace(/^\./, '').toUpperCase();
  });
}
