import type { CandidateExportColumn } from '@ats/api-sdk/rtk';
import { Box, Button, Checkbox, DownloadIcon, Modal, RadioGroup, Text } from '@ats/design-system';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type ExportedList,
  exportColumns,
  exportHref,
  rememberColumns,
  rememberedColumns,
} from './exportRequest.ts';
import { exportColumnMessages, exportMessages as messages } from './messages.ts';

export interface ExportCandidatesDialogProps {
  /** The list to export, with its current search and filters. */
  list: ExportedList;
  /** Whether the dialog is shown. */
  open: boolean;
  onClose: () => void;
}

/**
 * Exports a candidates list as it is filtered now: the columns (remembered per browser and
 * kind of list) and the format, then "Download" is a link to the export, so the browser
 * saves the file while the server streams it (however many rows) and the dialog closes.
 */
export function ExportCandidatesDialog({ list, open, onClose }: ExportCandidatesDialogProps) {
  const intl = useIntl();
  const [columns, setColumns] = useState<CandidateExportColumn[]>(() =>
    rememberedColumns(list.kind),
  );
  const [format, setFormat] = useState<'csv'>('csv');
  const columnsLabelId = useId();
  const hintId = useId();
  const noColumns = columns.length === 0;

  const toggle = (column: CandidateExportColumn, checked: boolean) =>
    setColumns((current) =>
      checked
        ? exportColumns.filter((known) => known === column || current.includes(known))
        : current.filter((chosen) => chosen !== column),
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(
        list.kind === 'all' ? messages.descriptionAll : messages.descriptionRecruitment,
      )}
      closeLabel={intl.formatMessage(messages.close)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            icon={<DownloadIcon />}
            disabled={noColumns}
            href={noColumns ? undefined : exportHref(list, columns, format)}
            onClick={() => {
              rememberColumns(list.kind, columns);
              onClose();
            }}
          >
            {intl.formatMessage(messages.download)}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="large">
        <Box
          role="group"
          aria-labelledby={columnsLabelId}
          aria-describedby={noColumns ? hintId : undefined}
          display="flex"
          flexDirection="column"
          gap="small"
        >
          <Text id={columnsLabelId} weight="bold">
            {intl.formatMessage(messages.columnsLabel)}
          </Text>
          <Box display="flex" flexDirection="column" gap="small">
            {exportColumns.map((column) => (
              <Checkbox
                key={column}
                label={intl.formatMessage(exportColumnMessages[column])}
                checked={columns.includes(column)}
                onChange={(checked) => toggle(column, checked)}
              />
            ))}
          </Box>
          {noColumns ? (
            <Text id={hintId} tone="danger" size="small">
              {intl.formatMessage(messages.columnsRequired)}
            </Text>
          ) : null}
        </Box>
        <RadioGroup
          label={intl.formatMessage(messages.formatLabel)}
          value={format}
          onChange={setFormat}
          options={[{ value: 'csv', label: intl.formatMessage(messages.formatCsv) }]}
        />
        <Text tone="muted" size="small">
          {intl.formatMessage(messages.recorded)}
        </Text>
      </Box>
    </Modal>
  );
}
