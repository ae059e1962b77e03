// The audit log's public surface: other features record their administrative changes here.
export { AUDIT_LIST_LIMIT, changeDetail, listDetail } from './details.ts';
export { type AuditEntry, recordAudit } from './record.ts';
