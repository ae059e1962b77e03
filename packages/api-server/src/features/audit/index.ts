// The audit log's public surface: other features record their administrative changes here.
export { type AuditEntry, recordAudit } from './record.ts';
